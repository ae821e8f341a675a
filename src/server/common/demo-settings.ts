/**
 * The demo account as configured (`PORTAL_DEMO_*`, or a test's overrides). A field left out keeps
 * its default on first start and the stored value later.
 */
export interface DemoSettings {
  password?: string;
  nama?: string;
  role?: string;
  /** Calls per UTC day; null: no limit. */
  limit?: number | null;
  backgroundImageUrl?: string;
  /** A fixed key (`PORTAL_DEMO_APIKEY`): made valid on every start, so tests and instances agree on it. */
  apikey?: string;
  /** A fixed session token (`PORTAL_DEMO_TOKEN`), likewise. */
  token?: string;
}

/** What the start banner can show: the key always (it is kept sealed), the token when it is known. */
export interface DemoCredentials {
  username: string;
  password?: string;
  apikey?: string;
  token?: string;
}

/** `PORTAL_DEMO_PASSWORD`, `PORTAL_DEMO_APIKEY`, `PORTAL_DEMO_TOKEN`, `PORTAL_DEMO_LIMIT`, `PORTAL_DEMO_BACKGROUND`. */
export function demoFromEnv(env: NodeJS.ProcessEnv = process.env): DemoSettings {
  const limit = env.PORTAL_DEMO_LIMIT ? Number(env.PORTAL_DEMO_LIMIT) : Number.NaN;
  return {
    ...(env.PORTAL_DEMO_PASSWORD && { password: env.PORTAL_DEMO_PASSWORD }),
    ...(Number.isFinite(limit) && limit >= 0 && { limit: Math.floor(limit) }),
    ...(env.PORTAL_DEMO_BACKGROUND !== undefined && { backgroundImageUrl: env.PORTAL_DEMO_BACKGROUND }),
    ...(env.PORTAL_DEMO_APIKEY && { apikey: env.PORTAL_DEMO_APIKEY }),
    ...(env.PORTAL_DEMO_TOKEN && { token: env.PORTAL_DEMO_TOKEN }),
  };
}
