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
  profile: Profile;
  /** Reloads the profile quietly, e.g. after each request so the usage stays current. */
  refreshProfile: () => void;
  logout: () => void;
}
