import { sql, type Kysely } from 'kysely';
import { utcDay, type Clock } from './clock.ts';
import { accountCounter, storedCount, type CounterTable, type DailyUsageRepository } from './daily-usage.ts';
import type { Database } from './schema.ts';

/** How long a stretch of calls a key may have counted ahead of them (ms of its recent rate). */
const aheadWindowMs = 100;
/** The most calls counted ahead of one key, whatever its rate. */
const maxAhead = 1_000;

/** One account's day, as this process knows it. */
interface Tally {
  accountId: string;
  day: string;
  /** Calls counted (answered or about to be): the exact count. */
  count: number;
  /** The count the table holds: every call up to it is durable. */
  stored: number;
  /** Calls received in the current and the previous `aheadWindowMs`, for the rate. */
  recent: number;
  previous: number;
  windowStart: number;
}

/** A commit: the count each tally's row is set to, and how many calls wait on it per tally. */
interface Commit {
  targets: Map<Tally, number>;
  waiting: Map<Tally, number>;
  done: Promise<void>;
  settle: (error?: unknown) => void;
}

/**
 * The day's counts for a store only this process writes (a locked PGlite folder). The counts are
 * decided in memory, exactly; the table holds a count at least as high, written before any call
 * it covers is answered, so no answered call goes uncounted after a crash.
 *
 * A commit per call (or even per group of calls) would cap the embedded API at the speed of
 * PGlite's commits and make every answer wait for one. So a key that is called often has its row
 * set a little ahead of its calls: as far as its calls of the last `aheadWindowMs` (at most
 * `maxAhead`, never past its cap), refilled before it runs out. Those calls are answered without
 * waiting; a key called now and then still waits for the commit that holds its call, as before.
 * After a crash the day's count may be higher than the calls answered by at most that stretch;
 * a graceful stop (`settle`) writes the exact counts back.
 */
export function batchedDailyUsageRepository(db: Kysely<Database>, clock: Clock, counter: CounterTable = accountCounter): DailyUsageRepository {
  const tallies = new Map<string, Tally>();
  const loading = new Map<string, Promise<void>>();
  /** The commit being written, and the one the next targets go into. */
  let running: Commit | undefined;
  let next: Commit | undefined;

  const keyOf = (accountId: string, day: string) => `${accountId}|${day}`;

  const load = (accountId: string, day: string): Promise<void> | undefined => {
    const key = keyOf(accountId, day);
    if (tallies.has(key)) return undefined;
    let promise = loading.get(key);
    if (!promise) {
      promise = storedCount(db, counter, accountId, day)
        .then(
          (count) => {
            tallies.set(key, { accountId, day, count, stored: count, recent: 0, previous: 0, windowStart: clock().getTime() });
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

  /** Calls the key may have counted ahead of it now: its calls of the last window. */
  const ahead = (tally: Tally): number => {
    const now = clock().getTime();
    if (now - tally.windowStart >= aheadWindowMs) {
      tally.previous = now - tally.windowStart >= 2 * aheadWindowMs ? 0 : tally.recent;
      tally.recent = 0;
      tally.windowStart = now;
    }
    tally.recent += 1;
    // A key called now and then has nothing counted ahead: the table stays exact.
    return Math.min(maxAhead, Math.max(tally.recent, tally.previous) - 1);
  };

  const write = async (targets: Map<Tally, number>) => {
    const values = [...targets].map(([tally, count]) => sql`(${tally.accountId}, ${tally.day}, ${count})`);
    // Only this process writes the table: the values are the counts themselves, not increments.
    await sql`
      insert into ${sql.table(counter.table)} (${sql.ref(counter.id)}, day, count) values ${sql.join(values)}
      on conflict (${sql.ref(counter.id)}, day) do update set count = excluded.count`.execute(db);
  };

  /** True while nothing is being written nor waits to be: what can wait (`quiet`) writes then. */
  let quietWaiters: (() => void)[] = [];
  const wakeQuiet = () => {
    if (running || next) return;
    const waiters = quietWaiters;
    quietWaiters = [];
    for (const wake of waiters) wake();
  };

  const send = (commit: Commit) => {
    next = undefined;
    running = commit;
    // Yesterday's counts are no longer asked for: each leaves with its exact count written.
    const today = utcDay(clock());
    for (const [key, tally] of tallies) {
      if (tally.day === today) continue;
      if (tally.stored !== tally.count || commit.targets.has(tally)) commit.targets.set(tally, tally.count);
      else tallies.delete(key);
    }
    write(commit.targets)
      .then(
        () => {
          // Targets only rise, but for the exact counts written back: the row holds what was sent.
          for (const [tally, count] of commit.targets) tally.stored = count;
          commit.settle();
        },
        (error: unknown) => {
          // Not written: the calls waiting on it are refused, so their counts are given back.
          for (const [tally, calls] of commit.waiting) tally.count -= calls;
          commit.settle(error);
        },
      )
      .finally(() => {
        running = undefined;
        if (next) send(next);
        else wakeQuiet();
      });
  };

  /**
   * The commit new targets go into. One commit is with PGlite at a time; the targets set while it
   * runs all join the next one, sent as soon as it is done (or after one turn of the event loop).
   */
  const upcoming = (): Commit => {
    if (next) return next;
    let settle!: (error?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    const commit: Commit = { targets: new Map(), waiting: new Map(), done, settle };
    next = commit;
    setImmediate(() => {
      if (!running && next === commit) send(commit);
    });
    return commit;
  };

  /** The highest count already on its way to the table for the key. */
  const asked = (tally: Tally) => Math.max(tally.stored, running?.targets.get(tally) ?? 0, next?.targets.get(tally) ?? 0);

  const target = (tally: Tally, count: number) => {
    const commit = upcoming();
    commit.targets.set(tally, Math.max(commit.targets.get(tally) ?? 0, count));
    return commit;
  };

  return {
    quiet(maxWaitMs) {
      if (!running && !next) return Promise.resolve();
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
      return tallies.get(keyOf(accountId, day))?.count ?? 0;
    },
    async take(accountId, cap) {
      if (cap !== null && cap <= 0) return false;
      const day = utcDay(clock());
      const key = keyOf(accountId, day);
      await load(accountId, day);
      // (Dropped as yesterday's if midnight passed meanwhile: read again.)
      const tally = tallies.get(key) ?? (await load(accountId, day), tallies.get(key));
      if (!tally || (cap !== null && tally.count >= cap)) return false;
      tally.count += 1;
      const count = tally.count;
      const limit = cap ?? Number.POSITIVE_INFINITY;
      const wanted = Math.min(limit, count + ahead(tally));
      if (count <= tally.stored) {
        // Already in the table: answered at once, and the stretch ahead refilled once half used.
        if (wanted > asked(tally) && tally.stored - count < (wanted - count) / 2) target(tally, wanted);
        return true;
      }
      // Past what the table holds: this call waits for the commit that holds it.
      const inRunning = running?.targets.get(tally);
      if (running && inRunning !== undefined && inRunning >= count) {
        running.waiting.set(tally, (running.waiting.get(tally) ?? 0) + 1);
        await running.done;
        return true;
      }
      const commit = target(tally, wanted);
      commit.waiting.set(tally, (commit.waiting.get(tally) ?? 0) + 1);
      await commit.done;
      return true;
    },
    async settle() {
      // Whatever is on its way is written first; then each row counted ahead gets its exact count.
      while (running || next) await (running ?? next)?.done.catch(() => undefined);
      const exact = new Map<Tally, number>();
      for (const tally of tallies.values()) if (tally.stored !== tally.count) exact.set(tally, tally.count);
      if (exact.size === 0) return;
      await write(exact);
      for (const [tally, count] of exact) tally.stored = count;
    },
  };
}
