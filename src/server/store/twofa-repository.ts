import { sql, type Kysely } from 'kysely';
import type { AccountId } from './kinds-tables.ts';
import type { Database } from './schema.ts';

export interface TwofaRepository {
  /**
   * Enrols (or enrols again, replacing the secret) a user id of the account; false when the
   * account already holds `maxPerAccount` other user ids.
   */
  enrol(accountId: AccountId, userId: string, secret: string, maxPerAccount: number): Promise<boolean>;
  /** The secret and the time step of the last accepted code, if the user id is enrolled. */
  find(accountId: AccountId, userId: string): Promise<{ secret: string; lastStep: number | null } | undefined>;
  /**
   * Takes a code's time step for this secret: false when that step (or a later one) was taken
   * already, so a code verifies once even when two instances race with it.
   */
  takeStep(accountId: AccountId, userId: string, secret: string, step: number): Promise<boolean>;
}

export function twofaRepository(db: Kysely<Database>): TwofaRepository {
  return {
    async enrol(accountId, userId, secret, maxPerAccount) {
      return db.transaction().execute(async (tx) => {
        // Serialises enrolments of one account, so the bound holds across instances.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`2fa:${accountId}`}))`.execute(tx);
        const existing = await tx.selectFrom('twofa_secrets').select('user_id').where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
        if (!existing) {
          const { count } = await tx.selectFrom('twofa_secrets').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
          if (Number(count) >= maxPerAccount) return false;
        }
        await tx
          .insertInto('twofa_secrets')
          .values({ account_id: accountId, user_id: userId, secret, last_step: null })
          .onConflict((oc) => oc.columns(['account_id', 'user_id']).doUpdateSet({ secret, last_step: null }))
          .execute();
        return true;
      });
    },
    async find(accountId, userId) {
      const row = await db.selectFrom('twofa_secrets').select(['secret', 'last_step']).where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
      return row && { secret: row.secret, lastStep: row.last_step === null ? null : Number(row.last_step) };
    },
    async takeStep(accountId, userId, secret, step) {
      const result = await db
        .updateTable('twofa_secrets')
        .set({ last_step: step })
        .where('account_id', '=', accountId)
        .where('user_id', '=', userId)
        // A new enrolment meanwhile changed the secret: this code is not for it.
        .where('secret', '=', secret)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .returning('user_id')
        .executeTakeFirst();
      return result !== undefined;
    },
  };
}
