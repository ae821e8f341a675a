import { sql, type Kysely } from 'kysely';
import type { AccountId } from './kinds-tables.ts';
import type { Database } from './schema.ts';

export interface RpgPlayer {
  userId: string;
  username: string;
  money: number;
}

/** What a save did: `full` when the account's world holds `maxPerAccount` other players already. */
export type RpgSaveResult = RpgPlayer | 'full';

/** The text RPG's players, one world per account (see migration 0006). */
export interface RpgRepository {
  /**
   * Creates the player or updates it: `username` always, `money` when given (a new player without
   * it starts with 0, an existing one keeps what it had).
   */
  save(accountId: AccountId, player: { userId: string; username: string; money?: number }, maxPerAccount: number): Promise<RpgSaveResult>;
  find(accountId: AccountId, userId: string): Promise<RpgPlayer | undefined>;
  count(accountId: AccountId): Promise<number>;
  /** The `limit` richest players; ties in the order their ids sort, so the table is stable. */
  richest(accountId: AccountId, limit: number): Promise<RpgPlayer[]>;
}

const player = (row: { user_id: string; username: string; money: string | number }): RpgPlayer => ({ userId: row.user_id, username: row.username, money: Number(row.money) });

export function rpgRepository(db: Kysely<Database>): RpgRepository {
  return {
    async save(accountId, { userId, username, money }, maxPerAccount) {
      return db.transaction().execute(async (tx) => {
        // Serialises the saves of one account, so the bound holds across instances.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`rpg:${accountId}`}))`.execute(tx);
        const existing = await tx.selectFrom('rpg_players').select('user_id').where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
        if (!existing) {
          const { count } = await tx.selectFrom('rpg_players').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
          if (Number(count) >= maxPerAccount) return 'full';
        }
        const now = new Date();
        const row = await tx
          .insertInto('rpg_players')
          .values({ account_id: accountId, user_id: userId, username, money: money ?? 0, updated_at: now })
          .onConflict((oc) => oc.columns(['account_id', 'user_id']).doUpdateSet(money === undefined ? { username, updated_at: now } : { username, money, updated_at: now }))
          .returning(['user_id', 'username', 'money'])
          .executeTakeFirstOrThrow();
        return player(row);
      });
    },
    async find(accountId, userId) {
      const row = await db.selectFrom('rpg_players').select(['user_id', 'username', 'money']).where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
      return row && player(row);
    },
    async count(accountId) {
      const { count } = await db.selectFrom('rpg_players').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
      return Number(count);
    },
    async richest(accountId, limit) {
      const rows = await db.selectFrom('rpg_players').select(['user_id', 'username', 'money']).where('account_id', '=', accountId).orderBy('money', 'desc').orderBy('user_id').limit(limit).execute();
      return rows.map(player);
    },
  };
}
