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

// Grouped statements (PostgreSQL, shared by instances) and group commits (a PGlite folder only
// this process writes) must count alike.
const counters: [string, Counter][] = [
  ['grouped statements', dailyUsageRepository],
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

  it('raced for two accounts at once, one past its cap and one without: each gets exactly what it may', async () => {
    const { usage, a, b } = await twoAccounts(() => new Date(), counter);
    const calls = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? usage.take(a, 5) : usage.take(b, null)));
    const taken = await Promise.all(calls);
    expect(taken.filter((t, i) => t && i % 2 === 0)).toHaveLength(5);
    expect(taken.filter((t, i) => t && i % 2 === 1)).toHaveLength(8);
    expect(await usage.used(a)).toBe(5);
    expect(await usage.used(b)).toBe(8);
    // In the table too (a busy key's row may be set ahead of its calls, never below them or past a cap).
    expect(await dailyUsageRepository(store!.db, () => new Date()).used(a)).toBe(5);
    expect(await dailyUsageRepository(store!.db, () => new Date()).used(b)).toBeGreaterThanOrEqual(8);
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

describe('group commits and a busy key', () => {
  const stored = async (a: string) => (await dailyUsageRepository(store!.db, () => new Date()).used(a));

  it('a busy key is counted ahead: its calls are answered while PGlite is held, and the table never holds fewer', async () => {
    let now = new Date();
    const { usage, a, b } = await twoAccounts(() => now, batchedDailyUsageRepository);
    for (let i = 0; i < 40; i++) {
      expect(await usage.take(a, null)).toBe(true);
      // Every answered call is in the table before its answer, whatever was counted ahead.
      expect(await stored(a)).toBeGreaterThanOrEqual(i + 1);
    }
    await usage.take(b, null);
    // A second later: the busy key still has calls counted ahead; the other, called once, none.
    now = new Date(now.getTime() + 1_000);
    // PGlite's one connection held by a transaction: no commit can happen meanwhile.
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const transaction = store!.db.transaction().execute(async () => {
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const answered: string[] = [];
    const busy = usage.take(a, null).then(() => answered.push('sibuk'));
    // The other key has nothing counted ahead: it waits for its commit.
    const quiet = usage.take(b, null).then(() => answered.push('jarang'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const whileHeld = [...answered];
    release();
    expect(whileHeld).toEqual(['sibuk']);
    await Promise.all([busy, quiet, transaction]);
    expect(answered).toEqual(['sibuk', 'jarang']);
    expect(await usage.used(a)).toBe(41);
    expect(await stored(b)).toBe(2);
  });

  it('never counts ahead past the cap: exactly the cap succeeds and the table holds at most the cap', async () => {
    const now = new Date();
    const { usage, a } = await twoAccounts(() => now, batchedDailyUsageRepository);
    let taken = 0;
    for (let i = 0; i < 80; i++) if (await usage.take(a, 50)) taken += 1;
    expect(taken).toBe(50);
    expect(await stored(a)).toBe(50);
  });

  it('settle() writes the exact count back, and a new day writes the old day exactly', async () => {
    let now = new Date('2026-03-01T23:59:00Z');
    const { usage, a } = await twoAccounts(() => now, batchedDailyUsageRepository);
    const day = async (d: string) => (await store!.db.selectFrom('daily_usage').select('count').where('account_id', '=', a).where('day', '=', d).executeTakeFirst())?.count;
    for (let i = 0; i < 30; i++) await usage.take(a, null);
    // Counted ahead: the table is past the 30 calls answered.
    expect(await day('2026-03-01')).toBeGreaterThan(30);
    await usage.settle?.();
    expect(await day('2026-03-01')).toBe(30);
    for (let i = 0; i < 30; i++) await usage.take(a, null);
    expect(await day('2026-03-01')).toBeGreaterThan(60);
    now = new Date('2026-03-02T00:00:01Z');
    await usage.take(a, null);
    await usage.quiet?.(60_000);
    expect(await day('2026-03-01')).toBe(60);
    expect(await day('2026-03-02')).toBe(1);
  });
});
