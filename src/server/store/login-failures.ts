import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';

/** How many wrong passwords within how long lock an account's logins, and for how long. */
export const lockout = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface LoginFailuresRepository {
  /** When the account's logins open again, or undefined when they are open. */
  lockedUntil(accountId: string): Promise<Date | undefined>;
  record(accountId: string): Promise<void>;
  /** A right password forgets the wrong ones before it. */
  clear(accountId: string): Promise<void>;
}

/**
 * Wrong passwords per account, from whatever address: when the last `lockout.failures` of them
 * fall within `lockout.windowMs`, the account is locked for `lockout.windowMs` after the last one
 * (wrong passwords are not recorded while it is locked, so the lock does not grow).
 */
export function loginFailuresRepository(db: Kysely<Database>, clock: Clock): LoginFailuresRepository {
  return {
    async lockedUntil(accountId) {
      const now = clock();
      const recent = await db
        .selectFrom('login_failures')
        .select('at')
        .where('account_id', '=', accountId)
        // The last failures that could still hold a lock: those of the last two windows.
        .where('at', '>', new Date(now.getTime() - 2 * lockout.windowMs))
        .orderBy('at', 'desc')
        .limit(lockout.failures)
        .execute();
      if (recent.length < lockout.failures) return undefined;
      const last = recent[0].at.getTime();
      if (last - recent[lockout.failures - 1].at.getTime() > lockout.windowMs) return undefined;
      const until = last + lockout.windowMs;
      return until > now.getTime() ? new Date(until) : undefined;
    },
    async record(accountId) {
      const now = clock();
      await db.insertInto('login_failures').values({ account_id: accountId, at: now }).execute();
      // Older rows count for nothing any more.
      await db.deleteFrom('login_failures').where('account_id', '=', accountId).where('at', '<=', new Date(now.getTime() - 2 * lockout.windowMs)).execute();
    },
    async clear(accountId) {
      await db.deleteFrom('login_failures').where('account_id', '=', accountId).execute();
    },
  };
}
