/**
 * The text RPG's players live in the store, one world per account: what a POST saves is what GET,
 * the stats and the leaderboard answer, also after the server is restarted on the same data folder.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../../../../../fixtures/store/data-dir.ts';
import { portalServer } from '../../../../../helpers/embedded-api.ts';

const key = 'kunci-rpg';
const demo = { apikey: key, token: 'token-rpg', limit: 100_000 };

async function call(app: FastifyInstance, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await app.inject({ method, url: `/api/proxy${path}${path.includes('?') ? '&' : '?'}apikey=${key}`, payload: body as object | undefined });
  return { code: res.statusCode, body: res.json() as Record<string, unknown> };
}
const save = (app: FastifyInstance, id: string, body: unknown) => call(app, 'POST', `/rpg/user/${id}`, body);
const stats = async (app: FastifyInstance) => ((await call(app, 'GET', '/features/rpg/stats')).body.stats as { totalUsers: number }).totalUsers;
const leaderboard = async (app: FastifyInstance) => (await call(app, 'GET', '/leaderboard?type=money&limit=10')).body.entries;

describe('RPG: pemain tersimpan di store', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await portalServer({ demo });
  });
  afterAll(() => app.close());

  it('a fresh world has no players: stats 0, an empty leaderboard, a player read answers 404 in Indonesian', async () => {
    expect(await call(app, 'GET', '/features/rpg/stats')).toEqual({ code: 200, body: { status: true, stats: { totalUsers: 0 } } });
    expect(await leaderboard(app)).toEqual([]);
    expect(await call(app, 'GET', '/rpg/user/123456789')).toEqual({
      code: 404,
      body: { status: false, message: 'Pemain tidak ditemukan. Simpan dulu dengan POST /rpg/user/{id}.' },
    });
  });

  it('POST creates the player (money 0 unless given), a second POST updates it and keeps money it does not send', async () => {
    expect(await save(app, 'u1', { username: '  Raka ' })).toEqual({
      code: 200,
      body: { status: true, message: 'Data pemain berhasil disimpan.', data: { userId: 'u1', username: 'Raka', money: 0 } },
    });
    await save(app, 'u1', { username: 'Raka', money: 15_750_000 });
    await save(app, 'u1', { username: 'Raka Putra' });
    expect(await call(app, 'GET', '/rpg/user/u1')).toEqual({ code: 200, body: { status: true, data: { userId: 'u1', username: 'Raka Putra', money: 15_750_000 } } });
  });

  it('refuses a missing or blank name and money that is negative, fractional or text, each in Indonesian, and saves nothing', async () => {
    const before = await stats(app);
    expect(await save(app, 'u9', { money: 5 })).toEqual({ code: 400, body: { status: false, message: 'Nama pengguna tidak boleh kosong.' } });
    expect((await save(app, 'u9', { username: '   ' })).body.message).toBe('Nama pengguna tidak boleh kosong.');
    expect(await save(app, 'u9', { username: 'Bagas', money: -1 })).toEqual({ code: 400, body: { status: false, message: 'Uang tidak boleh negatif.' } });
    expect((await save(app, 'u9', { username: 'Bagas', money: 1.5 })).body.message).toBe('Uang harus berupa bilangan bulat.');
    expect((await save(app, 'u9', { username: 'Bagas', money: 'banyak' })).body.message).toBe('Uang harus berupa bilangan bulat.');
    expect(await stats(app)).toBe(before);
  });

  it('the leaderboard is the 10 richest, richest first, and the stats count every player', async () => {
    for (let i = 1; i <= 12; i++) await save(app, `p${i}`, { username: `Pemain ${i}`, money: i * 1000 });
    const entries = (await leaderboard(app)) as { username: string; money: number; userId: string }[];
    expect(entries.map((e) => e.money)).toEqual([15_750_000, 12_000, 11_000, 10_000, 9_000, 8_000, 7_000, 6_000, 5_000, 4_000]);
    expect(entries[1]).toEqual({ username: 'Pemain 12', money: 12_000, userId: 'p12' });
    expect(await stats(app)).toBe(13);
  });

  it('another account has a world of its own', async () => {
    const other = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'pemain_lain', nama: 'Lain', password: 'rahasia-panjang-1' } });
    const otherKey = (other.json() as { data?: { apikey?: string } }).data?.apikey;
    expect(otherKey).toBeTruthy();
    const res = await app.inject({ method: 'GET', url: `/api/proxy/features/rpg/stats?apikey=${otherKey}` });
    expect(res.json()).toEqual({ status: true, stats: { totalUsers: 0 } });
  });
});

describe('RPG: setelah server dijalankan ulang', () => {
  let dataDir = '';
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    dataDir = await freshDataDir();
  }, 120_000);
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a player posted is in the stats and the leaderboard after a restart on the same data folder', async () => {
    app = await portalServer({ demo, store: { kind: 'pglite', dataDir } });
    expect((await save(app, '123456789', { username: 'Nadia', money: 12_420_500 })).code).toBe(200);
    await app.close();

    app = await portalServer({ demo, store: { kind: 'pglite', dataDir } });
    expect(await stats(app)).toBe(1);
    expect(await leaderboard(app)).toEqual([{ username: 'Nadia', money: 12_420_500, userId: '123456789' }]);
    expect((await call(app, 'GET', '/rpg/user/123456789')).body.data).toEqual({ userId: '123456789', username: 'Nadia', money: 12_420_500 });
  }, 120_000);
});
