import { randomBytes } from 'node:crypto';
import { memoryRequestCounter, type RequestCounter } from './request-counter.ts';

export interface Account {
  username: string;
  password: string;
  nama: string;
  role: string;
  limit: number;
  apikey: string;
  token: string;
  backgroundImageUrl: string;
}

export type DemoAccountOverrides = Partial<Account>;

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
  };
}

/** The embedded API's accounts (one demo account), their calls counted by `counter` (memory by default, Redis when shared). */
export class AccountStore {
  private readonly byKey = new Map<string, Account>();
  private readonly counter: RequestCounter;

  constructor(accounts: Account[], counter: RequestCounter = memoryRequestCounter()) {
    this.counter = counter;
    for (const account of accounts) this.byKey.set(account.apikey, account);
  }

  login(username: string, password: string): Account | undefined {
    return [...this.byKey.values()].find((a) => a.username === username && a.password === password);
  }

  byApiKey(apikey: unknown): Account | undefined {
    return typeof apikey === 'string' ? this.byKey.get(apikey) : undefined;
  }

  /** Counts one call; false when a USER account has used its limit (nothing is counted then). */
  count(account: Account): Promise<boolean> {
    return this.counter.take(account.apikey, account.role === 'USER' ? account.limit : undefined);
  }

  /** The calls counted today: the profile's `totalreq`. */
  used(account: Account): Promise<number> {
    return this.counter.used(account.apikey);
  }
}
