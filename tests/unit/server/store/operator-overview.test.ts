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
});
