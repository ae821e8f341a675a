import { UsernameTakenError, type Account } from '../store/accounts.ts';
import type { Repositories } from '../store/repositories.ts';

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

export const demoUsername = 'demo';
export const demoDefaults = { password: 'demo123', nama: 'Demo Developer', role: 'USER', limit: 1000, backgroundImageUrl: '' } as const;

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

async function create(repos: Repositories, demo: DemoSettings): Promise<{ account: Account; apikey: string; token: string } | undefined> {
  try {
    const account = await repos.accounts.create({
      username: demoUsername,
      password: demo.password ?? demoDefaults.password,
      nama: demo.nama ?? demoDefaults.nama,
      role: demo.role ?? demoDefaults.role,
      limit: demo.limit === undefined ? demoDefaults.limit : demo.limit,
      backgroundImageUrl: demo.backgroundImageUrl ?? demoDefaults.backgroundImageUrl,
    });
    const apikey = await repos.apiKeys.issue(account.id, { apikey: demo.apikey });
    const token = await repos.sessions.open(account.id, demo.token);
    return { account, apikey, token };
  } catch (error) {
    // Another instance on the same database seeded it a moment ago.
    if (error instanceof UsernameTakenError) return undefined;
    throw error;
  }
}

/**
 * Seeds the demo account on first start; on later starts applies what is explicitly configured
 * (fixed key and token made valid, limit, background, password). Answers the credentials to show.
 */
export async function seedDemoAccount(repos: Repositories, demo: DemoSettings): Promise<DemoCredentials> {
  const created = (await repos.accounts.byUsername(demoUsername)) ? undefined : await create(repos, demo);
  if (created) return { username: demoUsername, password: demo.password ?? demoDefaults.password, apikey: created.apikey, token: created.token };
  const account = await repos.accounts.byUsername(demoUsername);
  if (!account) throw new Error('Akun demo tidak dapat dibuat.');
  await repos.accounts.update(account.id, {
    ...(demo.limit !== undefined && { limit: demo.limit }),
    ...(demo.backgroundImageUrl !== undefined && { backgroundImageUrl: demo.backgroundImageUrl }),
    ...(demo.nama !== undefined && { nama: demo.nama }),
    ...(demo.role !== undefined && { role: demo.role }),
  });
  if (demo.password) await repos.accounts.setPassword(account.id, demo.password);
  if (demo.apikey) await repos.apiKeys.ensure(account.id, demo.apikey);
  if (demo.token) await repos.sessions.open(account.id, demo.token);
  return {
    username: demoUsername,
    // The stored password may have been changed since: shown only while it is still the configured one.
    password: demo.password ?? ((await repos.accounts.checkPassword(demoUsername, demoDefaults.password)) ? demoDefaults.password : undefined),
    apikey: demo.apikey ?? (await repos.apiKeys.current(account.id)),
    token: demo.token,
  };
}
