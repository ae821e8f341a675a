import { sql, type Kysely } from 'kysely';
import type { AccountId } from './kinds-tables.ts';
import type { Database } from './schema.ts';

export interface WaifuClaimRow {
  waifuid: string;
  imgurl: string;
}

export type ClaimResult = 'claimed' | 'exists' | 'full';
export type UnclaimResult = 'released' | 'missing' | 'married';
export type MarryResult = { done: true } | { done: false; reason: 'notClaimed' } | { done: false; reason: 'married'; waifuid: string };
export type UnmarryResult = 'divorced' | 'none' | 'other';

/** The waifu game's claims and marriages. A player is a free-text user id, one world per store. */
export interface WaifuRepository {
  claims(userId: string): Promise<WaifuClaimRow[]>;
  marriage(userId: string): Promise<{ waifuid: string; marriedAt: Date } | undefined>;
  /** Each claimed waifu with its players, in claim order. */
  claimants(): Promise<{ waifuid: string; userIds: string[] }[]>;
  /** `full` when the account has made `maxPerAccount` claims already. */
  claim(accountId: AccountId, userId: string, waifuid: string, imgurl: string, maxPerAccount: number): Promise<ClaimResult>;
  unclaim(userId: string, waifuid: string): Promise<UnclaimResult>;
  marry(userId: string, waifuid: string): Promise<MarryResult>;
  unmarry(userId: string, waifuid: string): Promise<UnmarryResult>;
  /** Claims no account made (the other players of a fresh store); those already there are kept as they are. */
  seed(claims: readonly { userId: string; waifuid: string; imgurl: string }[]): Promise<void>;
}

const foreignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

export function waifuRepository(db: Kysely<Database>): WaifuRepository {
  const marriage = async (userId: string) => {
    const row = await db.selectFrom('waifu_marriages').select(['waifuid', 'married_at']).where('user_id', '=', userId).executeTakeFirst();
    return row && { waifuid: row.waifuid, marriedAt: new Date(row.married_at) };
  };
  return {
    claims: (userId) => db.selectFrom('waifu_claims').select(['waifuid', 'imgurl']).where('user_id', '=', userId).orderBy('seq').execute(),
    marriage,
    async claimants() {
      const rows = await db.selectFrom('waifu_claims').select(['waifuid', 'user_id']).orderBy('seq').execute();
      const byWaifu = new Map<string, string[]>();
      for (const row of rows) byWaifu.set(row.waifuid, [...(byWaifu.get(row.waifuid) ?? []), row.user_id]);
      return [...byWaifu].map(([waifuid, userIds]) => ({ waifuid, userIds }));
    },
    async claim(accountId, userId, waifuid, imgurl, maxPerAccount) {
      return db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`waifu:${accountId}`}))`.execute(tx);
        const { count } = await tx.selectFrom('waifu_claims').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
        if (Number(count) >= maxPerAccount) return 'full';
        const inserted = await tx
          .insertInto('waifu_claims')
          .values({ user_id: userId, waifuid, imgurl, account_id: accountId })
          .onConflict((oc) => oc.columns(['user_id', 'waifuid']).doNothing())
          .returning('seq')
          .executeTakeFirst();
        return inserted ? 'claimed' : 'exists';
      });
    },
    async unclaim(userId, waifuid) {
      try {
        const deleted = await db
          .deleteFrom('waifu_claims')
          .where('user_id', '=', userId)
          .where('waifuid', '=', waifuid)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('waifu_marriages').select('user_id').where('user_id', '=', userId).where('waifuid', '=', waifuid))))
          .returning('seq')
          .executeTakeFirst();
        if (deleted) return 'released';
      } catch (error) {
        // A marriage made by another request in the meantime: the foreign key refused the release.
        if (!foreignKeyViolation(error)) throw error;
        return 'married';
      }
      return (await marriage(userId))?.waifuid === waifuid ? 'married' : 'missing';
    },
    async marry(userId, waifuid) {
      const inserted = await sql<{ user_id: string }>`
        INSERT INTO waifu_marriages (user_id, waifuid)
        SELECT ${userId}, ${waifuid} WHERE EXISTS (SELECT 1 FROM waifu_claims WHERE user_id = ${userId} AND waifuid = ${waifuid})
        ON CONFLICT (user_id) DO NOTHING
        RETURNING user_id`
        .execute(db)
        .catch((error: unknown) => {
          // The claim was released in the meantime.
          if (foreignKeyViolation(error)) return { rows: [] };
          throw error;
        });
      if (inserted.rows.length === 1) return { done: true };
      const current = await marriage(userId);
      return current ? { done: false, reason: 'married', waifuid: current.waifuid } : { done: false, reason: 'notClaimed' };
    },
    async seed(claims) {
      if (claims.length === 0) return;
      await db
        .insertInto('waifu_claims')
        .values(claims.map((c) => ({ user_id: c.userId, waifuid: c.waifuid, imgurl: c.imgurl, account_id: null })))
        .onConflict((oc) => oc.columns(['user_id', 'waifuid']).doNothing())
        .execute();
    },
    async unmarry(userId, waifuid) {
      const deleted = await db.deleteFrom('waifu_marriages').where('user_id', '=', userId).where('waifuid', '=', waifuid).returning('user_id').executeTakeFirst();
      if (deleted) return 'divorced';
      return (await marriage(userId)) ? 'other' : 'none';
    },
  };
}
