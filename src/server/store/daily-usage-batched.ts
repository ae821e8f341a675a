import { sql, type Kysely } from 'kysely';
import { utcDay, type Clock } from './clock.ts';
import type { DailyUsageRepository } from './daily-usage.ts';
import type { Database } from './schema.ts';

/**
 * The day's counts for a store only this process writes (a locked PGlite folder): the counts are
 * decided in memory, exactly, and written in group commits: one statement per call would cap the
 * embedded API at the speed of PGlite's commits, here the calls received while the previous
 * commit ran share one. A call still waits for the commit that holds its count before it is answered, so
 * no answered call goes uncounted after a crash.
 */
export function batchedDailyUsageRepository(db: Kysely<Database>, clock: Clock): DailyUsageRepository {
  /** Counts known in memory, per `account|day`; loaded from the store on first use. */
  const counts = new Map<string, number>();
  const loading = new Map<string, Promise<void>>();
  /** Increments not yet written, per `account|day`. */
  let pending = new Map<string, { accountId: string; day: string; add: number }>();
  let batch: { done: Promise<void>; settle: (error?: unknown) => void } | undefined;

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

  /** True while a commit is with PGlite: the increments received meanwhile wait for the next. */
  let committing = false;
  /** Who waits for a moment without counts to commit (`quiet`). */
  let quietWaiters: (() => void)[] = [];
  const wakeQuiet = () => {
    if (committing || batch) return;
    const waiters = quietWaiters;
    quietWaiters = [];
    for (const wake of waiters) wake();
  };

  const send = (current: { done: Promise<void>; settle: (error?: unknown) => void }) => {
    const rows = pending;
    batch = undefined;
    pending = new Map();
    committing = true;
    write(rows)
      .then(
        () => current.settle(),
        (error: unknown) => {
          // Not written: the calls are refused, so their counts are given back.
          for (const [key, row] of rows) counts.set(key, (counts.get(key) ?? row.add) - row.add);
          current.settle(error);
        },
      )
      .finally(() => {
        committing = false;
        if (batch) send(batch);
        else wakeQuiet();
      });
    // Yesterday's counts are no longer asked for.
    const today = utcDay(clock());
    for (const key of counts.keys()) if (!key.endsWith(`|${today}`)) counts.delete(key);
  };

  /**
   * The commit the next increments go into: a group commit. One commit is with PGlite at a time;
   * the calls received while it runs all join the next one, sent as soon as it is done (or after
   * one turn of the event loop when none runs). Under load a commit carries more calls instead of
   * more commits queueing on PGlite's thread, each costing the same whatever it holds.
   */
  const nextBatch = () => {
    if (batch) return batch.done;
    let settle!: (error?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    const current = { done, settle };
    batch = current;
    setImmediate(() => {
      if (!committing && batch === current) send(current);
    });
    return done;
  };

  return {
    quiet(maxWaitMs) {
      if (!committing && !batch) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs);
        quietWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
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
