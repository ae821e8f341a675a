import { sql, type Kysely } from 'kysely';
import { utcDay, type Clock } from './clock.ts';
import type { Database } from './schema.ts';

/** The calls counted per account and UTC day: `totalreq` in the profile and the USER quota. */
export interface DailyUsageRepository {
  /** Calls counted today. */
  used(accountId: string): Promise<number>;
  /** Counts one call unless `cap` (null: none) is reached: false then, nothing counted. */
  take(accountId: string, cap: number | null): Promise<boolean>;
  /**
   * Resolves once no count waits for its commit, or after `maxWaitMs`: what can wait (the request
   * log) writes then, so the answers' counts never queue behind it. Absent where each call commits alone.
   */
  quiet?(maxWaitMs: number): Promise<void>;
  /** Writes the exact counts where the table holds more (counted ahead): at a graceful stop. */
  settle?(): Promise<void>;
}

export function dailyUsageRepository(db: Kysely<Database>, clock: Clock): DailyUsageRepository {
  return {
    async used(accountId) {
      const row = await db.selectFrom('daily_usage').select('count').where('account_id', '=', accountId).where('day', '=', utcDay(clock())).executeTakeFirst();
      return row?.count ?? 0;
    },
    async take(accountId, cap) {
      if (cap !== null && cap <= 0) return false;
      // One statement checks and counts: when instances race for the last call, exactly one row
      // update passes the WHERE; the others return no row.
      const row = await db
        .insertInto('daily_usage')
        .values({ account_id: accountId, day: utcDay(clock()), count: 1 })
        .onConflict((oc) =>
          oc.columns(['account_id', 'day']).doUpdateSet({ count: sql<number>`daily_usage.count + 1` }).$call((b) => (cap === null ? b : b.where('daily_usage.count', '<', cap))),
        )
        .returning('count')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
