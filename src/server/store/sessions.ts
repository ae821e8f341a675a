import type { Kysely } from 'kysely';
import { accountColumns, toAccount, type Account } from './accounts.ts';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';
import { randomCredential, sha256 } from './secrets.ts';

export interface SessionsRepository {
  /** A new session (a random token unless given); answers the token. */
  open(accountId: string, token?: string): Promise<string>;
  /** The enabled account of a live session; each use moves its end `days` further (sliding). */
  accountFor(token: string): Promise<Account | undefined>;
  /** Ends this session; false when there was none. */
  end(token: string): Promise<boolean>;
  /** Ends every session of the account (but `keep`, when given); answers how many. */
  endAll(accountId: string, keep?: string): Promise<number>;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Sessions last `days` (default 30) after their last use. */
export function sessionsRepository(db: Kysely<Database>, clock: Clock, days = 30): SessionsRepository {
  const until = (now: Date) => new Date(now.getTime() + days * dayMs);
  return {
    async open(accountId, token = randomCredential(32)) {
      const now = clock();
      await db
        .insertInto('sessions')
        .values({ token_hash: sha256(token), account_id: accountId, created_at: now, expires_at: until(now), last_seen: now })
        .onConflict((oc) => oc.column('token_hash').doUpdateSet({ account_id: accountId, expires_at: until(now), last_seen: now }))
        .execute();
      return token;
    },
    async accountFor(token) {
      const now = clock();
      const row = await db
        .updateTable('sessions')
        .set({ expires_at: until(now), last_seen: now })
        .from('accounts')
        .whereRef('accounts.id', '=', 'sessions.account_id')
        .where('sessions.token_hash', '=', sha256(token))
        .where('sessions.expires_at', '>', now)
        .where('accounts.disabled', '=', false)
        .returning(accountColumns)
        .executeTakeFirst();
      return row && toAccount(row);
    },
    async end(token) {
      const result = await db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async endAll(accountId, keep) {
      const result = await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .$call((q) => (keep ? q.where('token_hash', '<>', sha256(keep)) : q))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
