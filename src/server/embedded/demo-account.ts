import { type Account, type Repositories, UsernameTakenError } from '../store/index.ts';
import type { DemoCredentials, DemoSettings } from '../common/index.ts';

export const demoUsername = 'demo';
export const demoDefaults = { password: 'demo123', nama: 'Demo Developer', role: 'USER', limit: 1000, backgroundImageUrl: '' } as const;

/** The demo's configured role names a plan (USER, PREMIUM), or ADMIN: the role that opens the console. */
const roleOrPlan = (named: string): { role?: string; plan?: string } => (named === 'ADMIN' ? { role: 'ADMIN' } : { plan: named });

async function create(repos: Repositories, demo: DemoSettings): Promise<{ account: Account; apikey: string; token: string } | undefined> {
  try {
    const account = await repos.accounts.create({
      username: demoUsername,
      password: demo.password ?? demoDefaults.password,
      nama: demo.nama ?? demoDefaults.nama,
      role: 'USER',
      ...roleOrPlan(demo.role ?? demoDefaults.role),
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
    ...(demo.role !== undefined && roleOrPlan(demo.role)),
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
