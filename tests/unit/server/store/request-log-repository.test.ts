import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../../src/server/store/open-store.ts';
import type { LoggedCall } from '../../../../src/server/store/request-log-repository.ts';
import { repositories } from '../../../../src/server/store/repositories.ts';
import { rollupInsert } from '../../../../src/server/store/hourly-rollup.ts';
import { sql } from 'kysely';

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const call = (accountId: string, at: string, status: number, entry: string | null = 'features/cuaca'): LoggedCall => ({
  id: randomUUID(),
  accountId,
  at: new Date(at),
  method: 'GET',
  entry,
  path: entry ? `/api/proxy/${entry}` : '/api/proxy/tidak-ada',
  status,
  durationMs: 3,
  bytesIn: 0,
  bytesOut: 120,
  client: 'curl',
  message: status >= 400 ? 'Kota wajib diisi.' : null,
  inputs: { values: { kota: 'Bandung' }, files: {}, masked: [] },
});

describe('the request log store', () => {
  it('totals each UTC day once per call, even when a batch is written again', async () => {
    const now = new Date('2026-03-03T12:00:00Z');
    store = await openStore({ kind: 'memory' });
    const repos = repositories(store, { clock: () => now });
    const { id } = await repos.accounts.create({ username: 'pencatat', nama: 'Pencatat', password: 'rahasia-sekali', role: 'USER', limit: 50 });
    const batch = [
      call(id, '2026-03-01T23:59:59.900Z', 200),
      call(id, '2026-03-02T00:00:00.100Z', 200),
      call(id, '2026-03-02T10:00:00Z', 400),
      call(id, '2026-03-02T11:00:00Z', 404, null),
    ];
    await repos.requestLog.write(batch);
    // A retry after an unclear failure: the same ids again, plus one new call.
    await repos.requestLog.write([...batch, call(id, '2026-03-02T12:00:00Z', 200)]);

    expect(await repos.requestLog.list(id, { limit: 100 })).toHaveLength(5);
    const usage = await repos.requestLog.usage(id, 7);
    expect(usage.days.filter((d) => d.requests > 0)).toEqual([
      { date: '2026-03-01', requests: 1, errors: 0 },
      { date: '2026-03-02', requests: 4, errors: 2 },
    ]);
    expect(usage.byStatus).toEqual(expect.arrayContaining([{ status: 200, count: 3 }, { status: 400, count: 1 }, { status: 404, count: 1 }]));
    // A call to no entry is totalled under its path.
    expect(usage.byEntry.map((e) => [e.entry, e.requests])).toEqual(expect.arrayContaining([['features/cuaca', 4], ['/api/proxy/tidak-ada', 1]]));
  });

  it('reads back every field of a call as written: time to the millisecond, quotes, emoji, nested inputs, nulls', async () => {
    store = await openStore({ kind: 'memory' });
    const repos = repositories(store, { clock: () => new Date('2026-03-02T12:00:00Z') });
    const { id } = await repos.accounts.create({ username: 'penulis', nama: 'Penulis', password: 'rahasia-sekali', role: 'USER', limit: 50 });
    const written: LoggedCall = {
      ...call(id, '2026-03-02T10:11:12.345Z', 400),
      method: 'POST',
      durationMs: 12.5,
      bytesIn: 2048,
      message: `Teks "kutip" dan 'petik', baris\nbaru,\r\ttab, emoji 🌦️, garis \\ miring, \\N bukan kosong.`,
      inputs: { values: { kota: 'Bandung "Barat"\t\\', daftar: [1, { a: null }], benar: true }, files: { gambar: ['foto 1.png'] }, masked: ['apikey'] },
    };
    const bare: LoggedCall = { ...call(id, '2026-03-02T10:11:13Z', 404, null), message: null, inputs: { values: {}, files: {}, masked: [] } };
    await repos.requestLog.write([written, bare]);
    expect(await repos.requestLog.list(id, { limit: 10 })).toEqual([bare, written]);
  });

  it('counts the hourly rollup in the process exactly as PostgreSQL counts it, and a batch written again adds only its new calls', async () => {
    store = await openStore({ kind: 'memory' });
    const repos = repositories(store, { clock: () => new Date('2026-03-02T12:00:00Z') });
    const a = await repos.accounts.create({ username: 'jamjam', nama: 'Jam', password: 'rahasia-sekali', role: 'USER', limit: 50 });
    const b = await repos.accounts.create({ username: 'menit', nama: 'Menit', password: 'rahasia-sekali', role: 'USER', limit: 50 });
    // Latencies on and around the buckets' bounds (0.1 ms, then ×1.25), zero, and far past the last bucket.
    const durations = [0, 0.05, 0.1, 0.12, 0.125, 0.13, 0.16, 1, 3.05, 12.5, 99.99, 250, 1_000_000];
    const batch = durations.map((durationMs, i) => ({
      ...call(i % 3 === 0 ? b.id : a.id, `2026-03-02T${String(9 + (i % 3)).padStart(2, '0')}:59:59.999Z`, [200, 400, 500, 429][i % 4], i % 5 === 0 ? null : 'features/cuaca'),
      durationMs,
      client: (['curl', 'portal', 'mcp'] as const)[i % 3],
    }));
    await repos.requestLog.write(batch);
    await repos.requestLog.write([...batch.slice(0, 4), call(a.id, '2026-03-02T11:30:00Z', 200)]);
    const db = store.db;
    const read = async () => (await sql<Record<string, unknown>>`select hour, dimension, name, detail, calls, errors, latency from request_hourly order by 1, 2, 3, 4`.execute(db)).rows;
    const counted = await read();
    await sql`delete from request_hourly`.execute(db);
    await sql`with inserted as (select account_id, at, entry, path, status, duration_ms, client, message from request_log) ${rollupInsert()}`.execute(db);
    expect(counted).toEqual(await read());
    expect(counted.filter((row) => row.dimension === 'entry').reduce((n, row) => n + Number(row.calls), 0)).toBe(durations.length + 1);
  });
});
