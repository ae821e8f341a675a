export interface Profile {
  nama: string;
  role: string;
  totalreq: number;
  limit: number;
  backgroundImageUrl: string;
  /** Set for an operator (role ADMIN): the profile links the console. */
  admin?: boolean;
}

/** The server could not be asked about the session (no answer, 5xx, 429): it stays, and is asked again. */
export interface Outage {
  /** The server's own words, when it answered at all (the proxy's 'Server API tidak dapat dihubungi.'). */
  message?: string;
  /** When the next automatic try starts (epoch ms). */
  retryAt: number;
  /** A try is under way. */
  checking: boolean;
}

/** What pages under a loaded session can rely on. */
export interface SessionValue {
  apiKey: string;
  /** The session token the account API's Bearer calls carry. */
  token: string;
  profile: Profile;
  /** Reloads the profile quietly, e.g. after each request so the usage stays current. */
  refreshProfile: () => void;
  /** Set while the server cannot be reached; the profile shown is the last one it gave. */
  outage: Outage | null;
  /** Asks again at once instead of waiting for the next automatic try. */
  retryNow: () => void;
  /** Ends the session on the server, then forgets it here even if the server could not be told, and goes home. */
  logout: () => Promise<void>;
  /** The account has a new key: stored and used by every later call of this browser. */
  replaceApiKey: (apiKey: string) => void;
  /** The server has already ended this session (every device signed out): forget it and go to /login. */
  endedElsewhere: (message: string) => void;
}
