import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../../src/server/store/open-store.ts';
import type { LoggedCall } from '../../../../src/server/store/request-log-repository.ts';
import { repositories } from '../../../../src/server/store/repositories.ts';

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
      message: `Teks "kutip" dan 'petik', baris\nbaru, emoji 🌦️, garis \\ miring.`,
      inputs: { values: { kota: 'Bandung "Barat"', daftar: [1, { a: null }], benar: true }, files: { gambar: ['foto 1.png'] }, masked: ['apikey'] },
    };
    const bare: LoggedCall = { ...call(id, '2026-03-02T10:11:13Z', 404, null), message: null, inputs: { values: {}, files: {}, masked: [] } };
    await repos.requestLog.write([written, bare]);
    expect(await repos.requestLog.list(id, { limit: 10 })).toEqual([bare, written]);
  });
});
