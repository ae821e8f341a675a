import { sql, type Kysely } from 'kysely';
import { utcDay, type Clock } from './clock.ts';
import type { DailyUsageRepository } from './daily-usage.ts';
import type { Database } from './schema.ts';

/**
 * The day's counts for a store only this process writes (a locked PGlite folder): the counts are
 * decided in memory, exactly, and written in group commits. PGlite runs on this thread, so one
 * statement per call would cap the embedded API at a few hundred calls a second; here the calls
 * that arrive while a write is running share the next one. A call still waits for the commit that
 * holds its count before it is answered, so no answered call goes uncounted after a crash.
 */
export function batchedDailyUsageRepository(db: Kysely<Database>, clock: Clock): DailyUsageRepository {
  /** Counts known in memory, per `account|day`; loaded from the store on first use. */
  const counts = new Map<string, number>();
  const loading = new Map<string, Promise<void>>();
  /** Increments not yet written, per `account|day`. */
  let pending = new Map<string, { accountId: string; day: string; add: number }>();
  let batch: { done: Promise<void>; settle: (error?: unknown) => void } | undefined;
  let writing: Promise<void> = Promise.resolve();

  const stored = async (accountId: string, day: string) => {
    const row = await db.selectFrom('daily_usage').select('count').where('account_id', '=', accountId).where('day', '=', day).executeTakeFirst();
    return row?.count ?? 0;
  };

  const load = (accountId: string, day: string): Promise<void> | undefined => {
    const key = `${accountId}|${day}`;
    if (counts.has(key)) return undefined;
    let promise = loading.get(key);
    if (!promise) {
      promise = stored(accountId, day).then(
        (count) => {
          counts.set(key, count);
          loading.delete(key);
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
    }
    return promise;
  };

  const write = async (rows: Map<string, { accountId: string; day: string; add: number }>) => {
    const values = [...rows.values()].map((row) => ({ account_id: row.accountId, day: row.day, count: row.add }));
    await db
      .insertInto('daily_usage')
      .values(values)
      .onConflict((oc) => oc.columns(['account_id', 'day']).doUpdateSet({ count: sql<number>`daily_usage.count + excluded.count` }))
      .execute();
  };

  /** The commit the next increments go into: it starts as soon as the one running ends. */
  const nextBatch = () => {
    if (batch) return batch.done;
    let settle!: (error?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    batch = { done, settle };
    // PGlite's statements run on this thread and block it: waiting for the next turn of the event
    // loop lets the requests already received join this commit instead of each making its own.
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
    writing = writing.then(turn).then(async () => {
      const current = batch;
      const rows = pending;
      batch = undefined;
      pending = new Map();
      try {
        await write(rows);
        current?.settle();
      } catch (error) {
        // Not written: the calls are refused, so their counts are given back.
        for (const [key, row] of rows) counts.set(key, (counts.get(key) ?? row.add) - row.add);
        current?.settle(error);
      }
      // Yesterday's counts are no longer asked for.
      const today = utcDay(clock());
      for (const key of counts.keys()) if (!key.endsWith(`|${today}`)) counts.delete(key);
    });
    return done;
  };

  return {
    async used(accountId) {
      const day = utcDay(clock());
      await load(accountId, day);
      return counts.get(`${accountId}|${day}`) ?? 0;
    },
    async take(accountId, cap) {
      if (cap !== null && cap <= 0) return false;
      const day = utcDay(clock());
      const key = `${accountId}|${day}`;
      await load(accountId, day);
      const count = counts.get(key) ?? 0;
      if (cap !== null && count >= cap) return false;
      counts.set(key, count + 1);
      const row = pending.get(key);
      if (row) row.add += 1;
      else pending.set(key, { accountId, day, add: 1 });
      await nextBatch();
      return true;
    },
  };
}
