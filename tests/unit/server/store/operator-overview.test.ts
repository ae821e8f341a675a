/** The console's overview against plain SQL over the same request log rows. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogClient } from '../../../../src/catalog/account-usage.ts';
import { openStore, type Store } from '../../../../src/server/store/open-store.ts';
import type { LoggedCall } from '../../../../src/server/store/request-log-repository.ts';
import { repositories } from '../../../../src/server/store/repositories.ts';

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const now = new Date('2026-11-29T12:30:00Z');
const clients: LogClient[] = ['portal', 'curl', 'mcp', 'other'];

/** A day of varied calls: entries, statuses, clients, durations, two accounts, some older than 24 hours. */
function calls(accounts: string[]): LoggedCall[] {
  return Array.from({ length: 300 }, (_, i) => {
    const status = [200, 200, 200, 400, 429, 500][i % 6];
    const entry = i % 7 === 0 ? null : ['cuaca', 'qrcode', 'gempa'][i % 3];
    return {
      id: randomUUID(),
      accountId: accounts[i % 5 === 0 ? 1 : 0],
      at: new Date(now.getTime() - (i % 50) * 40 * 60_000),
      method: 'GET',
      entry,
      path: entry ? `/api/proxy/${entry}` : '/api/proxy/tidak-ada',
      status,
      durationMs: (i * 37) % 250,
      bytesIn: 0,
      bytesOut: 10,
      client: clients[i % 4],
      message: status >= 400 ? `pesan ${status}` : null,
      inputs: { values: {}, files: {}, masked: [] },
    };
  });
}

describe('the operator overview', () => {
  it('equals SQL over the same rows, for 24 hours and for 7 days', async () => {
    store = await openStore({ kind: 'memory' });
    const repos = repositories(store, { clock: () => now });
    const a = await repos.accounts.create({ username: 'satu', nama: 'Satu', password: 'rahasia-satu', role: 'USER', limit: 50 });
    const b = await repos.accounts.create({ username: 'dua', nama: 'Dua', password: 'rahasia-dua', role: 'USER', limit: 50 });
    await repos.requestLog.write(calls([a.id, b.id]));
    const db = store.db;
    const since = new Date(now.getTime() - 86_400_000);

    const day = await repos.operator.overview('24h');
    const totals = await sql<{ calls: number; errors: number }>`select count(*)::int as calls, count(*) filter (where status >= 400)::int as errors from request_log where at > ${since}`.execute(db);
    expect(day.totals).toMatchObject(totals.rows[0]);
    expect(day.series.reduce((n, s) => n + s.calls, 0)).toBe(totals.rows[0].calls);
    const perEntry = await sql<{ entry: string; calls: number; errors: number; p50: number; p95: number }>`
      select coalesce(entry, path) as entry, count(*)::int as calls, count(*) filter (where status >= 400)::int as errors,
             percentile_cont(0.5) within group (order by duration_ms) as p50, percentile_cont(0.95) within group (order by duration_ms) as p95
      from request_log where at > ${since} group by 1 order by 2 desc, 1`.execute(db);
    expect(day.entries.map((e) => [e.entry, e.calls, e.errors, e.p50Ms, e.p95Ms])).toEqual(perEntry.rows.map((r) => [r.entry, r.calls, r.errors, Math.round(Number(r.p50) * 10) / 10, Math.round(Number(r.p95) * 10) / 10]));
    const byClient = await sql<{ client: LogClient; calls: number }>`select client, count(*)::int as calls from request_log where at > ${since} group by 1`.execute(db);
    expect([...day.clients].sort((x, y) => x.client.localeCompare(y.client))).toEqual([...byClient.rows].sort((x, y) => x.client.localeCompare(y.client)));
    const byAccount = await sql<{ username: string; calls: number }>`select a.username, count(*)::int as calls from request_log r join accounts a on a.id = r.account_id where r.at > ${since} group by 1 order by 2 desc`.execute(db);
    expect(day.accounts.map((x) => ({ username: x.username, calls: x.calls }))).toEqual(byAccount.rows);
    // Both accounts were made at the clock's now: two sign-ups in the last 24 hours.
    expect(day.totals.signups).toBe(2);

    const week = await repos.operator.overview('7d');
    const weekTotals = await sql<{ calls: number; errors: number }>`select count(*)::int as calls, count(*) filter (where status >= 400)::int as errors from request_log where at >= ${'2026-11-23'}::date`.execute(db);
    expect(week.totals).toMatchObject(weekTotals.rows[0]);
    expect(week.series).toHaveLength(7);
  });

  it('reads whole days from the hourly rollup, folded into days, and still equals SQL over the raw rows', async () => {
    store = await openStore({ kind: 'memory' });
    const repos = repositories(store, { clock: () => now });
    const a = await repos.accounts.create({ username: 'satu', nama: 'Satu', password: 'rahasia-satu', role: 'USER', limit: null });
    const b = await repos.accounts.create({ username: 'dua', nama: 'Dua', password: 'rahasia-dua', role: 'USER', limit: null });
    // Ten days back, in batches as the log queue writes them (the same hour met by several batches).
    const spread = calls([a.id, b.id]).map((c, i) => ({ ...c, at: new Date(now.getTime() - i * 47 * 60_000) }));
    for (let i = 0; i < spread.length; i += 25) await repos.requestLog.write(spread.slice(i, i + 25));
    const db = store.db;

    for (const [range, first] of [['7d', '2026-11-23'], ['30d', '2026-10-31']] as const) {
      const o = await repos.operator.overview(range);
      const from = sql`${first}::date`;
      const perEntry = await sql<{ entry: string; calls: number; errors: number; p50: number; p95: number }>`
        select coalesce(entry, path) as entry, count(*)::int as calls, count(*) filter (where status >= 400)::int as errors,
               percentile_cont(0.5) within group (order by duration_ms) as p50, percentile_cont(0.95) within group (order by duration_ms) as p95
        from request_log where at >= ${from} group by 1 order by 2 desc, 1`.execute(db);
      expect(o.entries.map((e) => [e.entry, e.calls, e.errors])).toEqual(perEntry.rows.map((r) => [r.entry, r.calls, r.errors]));
      // Latencies from the histogram: within one bucket (25 %) of the exact percentile.
      for (const [i, row] of perEntry.rows.entries()) {
        expect(o.entries[i].p50Ms).toBeGreaterThanOrEqual(Number(row.p50) / 1.25 - 0.1);
        expect(o.entries[i].p50Ms).toBeLessThanOrEqual(Number(row.p50) * 1.25 + 0.1);
        expect(o.entries[i].p95Ms).toBeGreaterThanOrEqual(Number(row.p95) / 1.25 - 0.1);
        expect(o.entries[i].p95Ms).toBeLessThanOrEqual(Number(row.p95) * 1.25 + 0.1);
      }
      const byClient = await sql<{ client: LogClient; calls: number }>`select client, count(*)::int as calls from request_log where at >= ${from} group by 1`.execute(db);
      expect([...o.clients].sort((x, y) => x.client.localeCompare(y.client))).toEqual([...byClient.rows].sort((x, y) => x.client.localeCompare(y.client)));
      const byAccount = await sql<{ username: string; calls: number }>`select a.username, count(*)::int as calls from request_log r join accounts a on a.id = r.account_id where r.at >= ${from} group by 1 order by 2 desc`.execute(db);
      expect(o.accounts.map((x) => ({ username: x.username, calls: x.calls }))).toEqual(byAccount.rows);
      const byMessage = await sql<{ entry: string; message: string; count: number }>`
        select coalesce(entry, path) as entry, message, count(*)::int as count from request_log where at >= ${from} and message is not null group by 1, 2`.execute(db);
      expect(o.entries.flatMap((e) => e.topMessages.map((m) => ({ entry: e.entry, ...m }))).sort((x, y) => `${x.entry}${x.message}`.localeCompare(`${y.entry}${y.message}`))).toEqual(
        [...byMessage.rows].sort((x, y) => `${x.entry}${x.message}`.localeCompare(`${y.entry}${y.message}`)),
      );
      const perDay = await sql<{ day: string; calls: number }>`select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as calls from request_log where at >= ${from} group by 1`.execute(db);
      expect(o.series.filter((d) => d.calls > 0).map((d) => ({ day: d.date, calls: d.calls }))).toEqual([...perDay.rows].sort((x, y) => x.day.localeCompare(y.day)));
    }
    // The hours before yesterday were folded into one row per day.
    const unfolded = await sql<{ n: number }>`select count(*)::int as n from request_hourly where hour < ${Date.parse('2026-11-28T00:00:00Z') / 3_600_000} and hour % 24 <> 0`.execute(db);
    expect(unfolded.rows[0].n).toBe(0);
  });
});
