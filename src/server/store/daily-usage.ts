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

/** One counter's calls waiting for the same statement. */
interface Waiting {
  cap: number | null;
  takers: { resolve: (taken: boolean) => void; reject: (error: unknown) => void }[];
}

/**
 * Counted in the database at every call, for stores several instances share (PostgreSQL). Calls
 * that arrive while a statement runs wait for the next one, which counts all of them together: a
 * counter with k calls waiting takes all k at once if they fit under its cap (the row update checks
 * `count + k <= cap`, so instances racing still never pass the cap). A counter whose calls do not
 * all fit (the last calls of a quota) has them taken one statement each, as before: exactly the cap
 * passes. A call is answered only once the statement holding it has committed.
 */
export function dailyUsageRepository(db: Kysely<Database>, clock: Clock, counter: CounterTable = accountCounter): DailyUsageRepository {
  const table = sql.table(counter.table);
  const id = sql.ref(counter.id);
  /** One call, one statement: when instances race for the last call, exactly one row update passes the WHERE. */
  const takeOne = async (owner: string, day: string, cap: number | null): Promise<boolean> => {
    const { rows } = await sql`
      insert into ${table} (${id}, day, count) values (${owner}, ${day}, 1)
      on conflict (${id}, day) do update set count = ${table}.count + 1 ${cap === null ? sql`` : sql`where ${table}.count < ${cap}`}
      returning count`.execute(db);
    return rows.length > 0;
  };
  /** Every waiting counter's calls in one statement; answers the counters whose calls all fit. */
  const takeAll = async (day: string, group: Map<string, Waiting>): Promise<Set<string>> => {
    const owners = [...group.keys()];
    const counts = owners.map((o) => group.get(o)!.takers.length);
    const caps = owners.map((o) => group.get(o)!.cap);
    const { rows } = await sql<{ owner: string }>`
      with asked as (select * from unnest(${owners}::uuid[], ${counts}::integer[], ${caps}::integer[]) as t(owner, n, cap))
      insert into ${table} (${id}, day, count)
      select owner, ${day}, n from asked where cap is null or n <= cap
      on conflict (${id}, day) do update set count = ${table}.count + excluded.count
      where ${table}.count + excluded.count <= coalesce((select cap from asked where asked.owner = excluded.${id}), ${table}.count + excluded.count)
      returning ${id} as owner`.execute(db);
    return new Set(rows.map((r) => r.owner));
  };

  let waiting = new Map<string, Waiting>();
  let running = false;
  const run = async (): Promise<void> => {
    running = true;
    while (waiting.size > 0) {
      const group = waiting;
      waiting = new Map();
      const day = utcDay(clock());
      try {
        const taken = await takeAll(day, group);
        const oneByOne: Promise<void>[] = [];
        for (const [owner, { cap, takers }] of group) {
          if (taken.has(owner)) for (const t of takers) t.resolve(true);
          else for (const t of takers) oneByOne.push(takeOne(owner, day, cap).then(t.resolve, t.reject));
        }
        await Promise.all(oneByOne);
      } catch (error) {
        for (const { takers } of group.values()) for (const t of takers) t.reject(error);
      }
    }
    running = false;
  };

  return {
    async used(accountId) {
      return storedCount(db, counter, accountId, utcDay(clock()));
    },
    take(accountId, cap) {
      if (cap !== null && cap <= 0) return Promise.resolve(false);
      return new Promise<boolean>((resolve, reject) => {
        const entry = waiting.get(accountId) ?? { cap, takers: [] };
        // The strictest cap asked in the group holds for all its calls (the same account's calls ask the same).
        if (cap !== null) entry.cap = entry.cap === null ? cap : Math.min(entry.cap, cap);
        entry.takers.push({ resolve, reject });
        waiting.set(accountId, entry);
        if (!running) void run();
      });
    },
  };
}
