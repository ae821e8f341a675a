import { accountsRepository, type AccountsRepository } from './accounts.ts';
import { apiKeysRepository, type ApiKeysRepository } from './api-keys.ts';
import { systemClock, type Clock } from './clock.ts';
import { dailyUsageRepository, type DailyUsageRepository } from './daily-usage.ts';
import { loginFailuresRepository, type LoginFailuresRepository } from './login-failures.ts';
import type { Store } from './open-store.ts';
import { sessionsRepository, type SessionsRepository } from './sessions.ts';

/** One repository per kind of data, each the only owner of its tables. */
export interface Repositories {
  accounts: AccountsRepository;
  apiKeys: ApiKeysRepository;
  sessions: SessionsRepository;
  usage: DailyUsageRepository;
  loginFailures: LoginFailuresRepository;
}

export interface RepositoryOptions {
  clock?: Clock;
  /** How long a session lasts after its last use (`PORTAL_SESSION_DAYS`, default 30). */
  sessionDays?: number;
}

export function repositories(store: Store, options: RepositoryOptions = {}): Repositories {
  const clock = options.clock ?? systemClock;
  return {
    accounts: accountsRepository(store.db, clock),
    apiKeys: apiKeysRepository(store.db, store.secret, clock),
    sessions: sessionsRepository(store.db, clock, options.sessionDays),
    usage: dailyUsageRepository(store.db, clock),
    loginFailures: loginFailuresRepository(store.db, clock),
  };
}
