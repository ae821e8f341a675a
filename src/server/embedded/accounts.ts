import { randomBytes } from 'node:crypto';

export interface Account {
  username: string;
  password: string;
  nama: string;
  role: string;
  limit: number;
  totalreq: number;
  apikey: string;
  token: string;
  backgroundImageUrl: string;
}

export type DemoAccountOverrides = Partial<Omit<Account, 'totalreq'>>;

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** The demo account: environment first, then overrides (tests), else random credentials per start. */
export function resolveDemoAccount(overrides: DemoAccountOverrides = {}, env: NodeJS.ProcessEnv = process.env): Account {
  const envLimit = env.PORTAL_DEMO_LIMIT ? Number(env.PORTAL_DEMO_LIMIT) : Number.NaN;
  return {
    username: 'demo',
    password: 'demo123',
    nama: 'Demo Developer',
    role: 'USER',
    limit: Number.isFinite(envLimit) ? envLimit : 1000,
    apikey: env.PORTAL_DEMO_APIKEY || randomHex(16),
    token: env.PORTAL_DEMO_TOKEN || randomHex(32),
    backgroundImageUrl: env.PORTAL_DEMO_BACKGROUND ?? '',
    ...overrides,
    totalreq: 0,
  };
}

/** The in-memory accounts of the embedded API (one demo account; state is lost on restart). */
export class AccountStore {
  private readonly byKey = new Map<string, Account>();

  constructor(accounts: Account[]) {
    for (const account of accounts) this.byKey.set(account.apikey, account);
  }

  login(username: string, password: string): Account | undefined {
    return [...this.byKey.values()].find((a) => a.username === username && a.password === password);
  }

  byApiKey(apikey: unknown): Account | undefined {
    return typeof apikey === 'string' ? this.byKey.get(apikey) : undefined;
  }

  /** Counts one call; false when a USER account has used its limit (nothing is counted then). */
  count(account: Account): boolean {
    if (account.role === 'USER' && account.totalreq >= account.limit) return false;
    account.totalreq += 1;
    return true;
  }
}
