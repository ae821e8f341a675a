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

/**
 * Where a day's counts live: per account (`daily_usage`, the account's limit) or per named key
 * with a cap of its own (`key_daily_usage`). The same counting serves both.
 */
export interface CounterTable {
  table: 'daily_usage' | 'key_daily_usage';
  id: 'account_id' | 'key_id';
}

export const accountCounter: CounterTable = { table: 'daily_usage', id: 'account_id' };
export const keyCounter: CounterTable = { table: 'key_daily_usage', id: 'key_id' };

/** Today's stored count of one counter. */
export async function storedCount(db: Kysely<Database>, counter: CounterTable, id: string, day: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count from ${sql.table(counter.table)} where ${sql.ref(counter.id)} = ${id} and day = ${day}`.execute(db);
  return rows[0]?.count ?? 0;
}

export function dailyUsageRepository(db: Kysely<Database>, clock: Clock, counter: CounterTable = accountCounter): DailyUsageRepository {
  const table = sql.table(counter.table);
  return {
    async used(accountId) {
      return storedCount(db, counter, accountId, utcDay(clock()));
    },
    async take(accountId, cap) {
      if (cap !== null && cap <= 0) return false;
      // One statement checks and counts: when instances race for the last call, exactly one row
      // update passes the WHERE; the others return no row.
      const { rows } = await sql`
        insert into ${table} (${sql.ref(counter.id)}, day, count) values (${accountId}, ${utcDay(clock())}, 1)
        on conflict (${sql.ref(counter.id)}, day) do update set count = ${table}.count + 1 ${cap === null ? sql`` : sql`where ${table}.count < ${cap}`}
        returning count`.execute(db);
      const row = rows[0];
      return row !== undefined;
    },
  };
}
