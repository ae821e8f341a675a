export interface Profile {
  nama: string;
  role: string;
  totalreq: number;
  limit: number;
  backgroundImageUrl: string;
}

/** What pages under a loaded session can rely on. */
export interface SessionValue {
  apiKey: string;
  /** The session token the account API's Bearer calls carry. */
  token: string;
  profile: Profile;
  /** Reloads the profile quietly, e.g. after each request so the usage stays current. */
  refreshProfile: () => void;
  /** Ends the session on the server, then forgets it here even if the server could not be told, and goes home. */
  logout: () => Promise<void>;
  /** The account has a new key: stored and used by every later call of this browser. */
  replaceApiKey: (apiKey: string) => void;
  /** The server has already ended this session (every device signed out): forget it and go to /login. */
  endedElsewhere: (message: string) => void;
}
