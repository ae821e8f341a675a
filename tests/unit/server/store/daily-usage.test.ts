import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../../src/server/store/clock.ts';
import { dailyUsageRepository, type DailyUsageRepository } from '../../../../src/server/store/daily-usage.ts';
import { batchedDailyUsageRepository } from '../../../../src/server/store/daily-usage-batched.ts';
import type { Database } from '../../../../src/server/store/schema.ts';
import type { Kysely } from 'kysely';
import { openStore, type Store } from '../../../../src/server/store/open-store.ts';
import { repositories } from '../../../../src/server/store/repositories.ts';

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

type Counter = (db: Kysely<Database>, clock: Clock) => DailyUsageRepository;

async function twoAccounts(clock: Clock, counter: Counter = dailyUsageRepository) {
  store = await openStore({ kind: 'memory' });
  const repos = repositories(store, { clock });
  const make = (username: string) => repos.accounts.create({ username, nama: username, password: 'rahasia-sekali', role: 'USER', limit: 2 });
  return { usage: counter(store.db, clock), a: (await make('satu')).id, b: (await make('dua')).id };
}

// One statement per call (PostgreSQL, shared by instances) and group commits (a PGlite folder only
// this process writes) must count alike.
const counters: [string, Counter][] = [
  ['one statement per call', dailyUsageRepository],
  ['group commits', batchedDailyUsageRepository],
];

describe.each(counters)('the daily call count (%s)', (_name, counter) => {
  it('counts per account, stops at the cap without counting, and starts again at midnight UTC', async () => {
    let now = new Date('2026-03-01T23:59:00Z');
    const { usage, a, b } = await twoAccounts(() => now, counter);
    expect(await usage.take(a, 2)).toBe(true);
    expect(await usage.take(a, 2)).toBe(true);
    expect(await usage.take(a, 2)).toBe(false);
    expect(await usage.used(a)).toBe(2);
    expect(await usage.used(b)).toBe(0);
    // No cap (a PREMIUM account): always counted.
    expect(await usage.take(b, null)).toBe(true);
    expect(await usage.used(b)).toBe(1);
    // A cap of 0 lets nothing through.
    expect(await usage.take(b, 0)).toBe(false);
    now = new Date('2026-03-02T00:00:01Z');
    expect(await usage.used(a)).toBe(0);
    expect(await usage.take(a, 2)).toBe(true);
  });

  it('raced on one PGlite, exactly the cap succeeds, and what was answered is written', async () => {
    const { usage, a } = await twoAccounts(() => new Date(), counter);
    const taken = await Promise.all(Array.from({ length: 20 }, () => usage.take(a, 5)));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await usage.used(a)).toBe(5);
    // Read back past any memory: the count is in the table once the calls were answered.
    expect(await dailyUsageRepository(store!.db, () => new Date()).used(a)).toBe(5);
  });

  it('starts from the count already stored for the day', async () => {
    const { usage, a } = await twoAccounts(() => new Date(), counter);
    await store!.db.insertInto('daily_usage').values({ account_id: a, day: new Date().toISOString().slice(0, 10), count: 4 }).execute();
    expect(await usage.take(a, 5)).toBe(true);
    expect(await usage.take(a, 5)).toBe(false);
    expect(await usage.used(a)).toBe(5);
  });
});

describe('group commits and what can wait', () => {
  it('quiet() resolves at once when no count waits, and only after the commit that holds a waiting one', async () => {
    const { usage, a } = await twoAccounts(() => new Date(), batchedDailyUsageRepository);
    // The first call reads the day's count from the table; the next one is counted in memory.
    await usage.take(a, 5);
    await usage.quiet?.(60_000);
    const order: string[] = [];
    const taken = usage.take(a, 5).then(() => order.push('dihitung'));
    await new Promise((resolve) => setImmediate(resolve));
    await usage.quiet?.(60_000).then(() => order.push('sepi'));
    await taken;
    expect(order).toEqual(['dihitung', 'sepi']);
  });
});

describe('the one PGlite connection', () => {
  it('a PGlite transaction holds the one connection: a statement issued meanwhile is not rolled back with it', async () => {
    const { a } = await twoAccounts(() => new Date());
    const db = store!.db;
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('daily_usage').values({ account_id: a, day: '2000-01-01', count: 1 }).execute();
        inside();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('batal');
      })
      .catch(() => 'rolled back');
    await started;
    // Issued while the transaction is open: it waits for it, then commits on its own.
    const outside = db.insertInto('daily_usage').values({ account_id: a, day: '2000-01-02', count: 1 }).execute();
    expect(await rolledBack).toBe('rolled back');
    await outside;
    const days = await db.selectFrom('daily_usage').select('day').where('account_id', '=', a).execute();
    expect(days.map((d) => d.day)).toEqual(['2000-01-02']);
  });
});
