/** Named keys against the embedded API (PGlite in memory): scope, own cap, the plan's count and rate, the log by key. */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages, keysPerAccountReached } from '../../../../src/catalog/account-messages.ts';
import { keyCapReached, keyOutsideScope, planRateReached } from '../../../../src/catalog/operator-messages.ts';
import { portalServer, type PortalOptions } from '../../../helpers/embedded-api.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const admin = { username: 'pengelola', password: 'rahasia-pengelola' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function server(options: PortalOptions = {}) {
  app = await portalServer({ distDir: null, admin, defaultLimit: 1000, ...options });
  return app;
}
const register = async (username: string) =>
  (await app!.inject({ method: 'POST', url: '/api/auth/register', payload: { nama: `Pengembang ${username}`, username, password: 'rahasia-pengembang' } })).json().data as { apikey: string; token: string };
const login = async (username: string, password: string) => (await app!.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json().data as { apikey: string; token: string };
/** Moves the account to PREMIUM (five keys) through the console. */
async function premium(username: string) {
  const op = await login(admin.username, admin.password);
  expect((await app!.inject({ method: 'PATCH', url: `/api/admin/accounts/${username}`, headers: bearer(op.token), payload: { plan: 'PREMIUM', dailyLimit: null } })).statusCode).toBe(200);
}
const makeKey = (token: string, payload: object) => app!.inject({ method: 'POST', url: '/api/account/keys', headers: bearer(token), payload });
const keys = async (token: string) => (await app!.inject({ method: 'GET', url: '/api/account/keys', headers: bearer(token) })).json();
const cuaca = (apikey: string) => app!.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}` });
const quotes = (apikey: string) => app!.inject({ method: 'GET', url: `/api/proxy/quotes?q=jawa&apikey=${apikey}` });

describe('named keys (/api/account/keys)', () => {
  it('a scoped key calls its groups and is refused (403, in Indonesian) outside them', async () => {
    await server();
    const dev = await register('sari');
    await premium('sari');
    const made = await makeKey(dev.token, { name: 'Server cuaca', scope: ['cuaca'] });
    expect(made.statusCode).toBe(200);
    const { apikey, key } = made.json().data;
    expect(key).toMatchObject({ name: 'Server cuaca', scope: ['cuaca'], dailyCap: null, main: false, state: 'aktif', lastUsedAt: null });
    expect((await cuaca(apikey)).statusCode).toBe(200);
    const refused = await quotes(apikey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: keyOutsideScope('Server cuaca') });
    expect(keyOutsideScope('Server cuaca')).toBe('API key "Server cuaca" tidak diizinkan memanggil grup fitur ini. Tambahkan grupnya ke cakupan key atau pakai key lain.');
    // The main key is not scoped.
    expect((await quotes(dev.apikey)).statusCode).toBe(200);
    // The list knows its last use, and never shows a value again.
    const listed = await keys(dev.token);
    expect(JSON.stringify(listed)).not.toContain(apikey);
    const named = listed.data.items.find((k: { id: string }) => k.id === key.id);
    expect(named.lastUsedAt).not.toBeNull();
    expect(listed.data.items.map((k: { name: string }) => k.name).sort()).toEqual(['Kunci utama', 'Server cuaca']);
  });

  it("a key's own daily cap answers 429 naming the cap after N calls, while the main key goes on", async () => {
    await server();
    const dev = await register('budi');
    await premium('budi');
    const { apikey } = (await makeKey(dev.token, { name: 'Uji', dailyCap: 3 })).json().data;
    for (let i = 0; i < 3; i++) expect((await cuaca(apikey)).statusCode).toBe(200);
    const refused = await cuaca(apikey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: false, message: keyCapReached('Uji', 3) });
    expect(keyCapReached('Uji', 3)).toBe('API key "Uji" sudah mencapai batas hariannya sendiri (3 panggilan). Coba lagi besok atau pakai key lain.');
    expect((await cuaca(dev.apikey)).statusCode).toBe(200);
  });

  it("refuses keys beyond the plan's number, and bad names, scopes and caps with 400", async () => {
    await server();
    const dev = await register('dewi');
    // USER allows one key: the main one.
    const refused = await makeKey(dev.token, { name: 'Kedua' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: keysPerAccountReached(1) });
    await premium('dewi');
    for (const name of ['A', 'B', 'C', 'D']) expect((await makeKey(dev.token, { name })).statusCode).toBe(200);
    expect((await makeKey(dev.token, { name: 'E' })).json()).toEqual({ status: false, message: keysPerAccountReached(5) });
    expect((await makeKey(dev.token, { name: 'a' })).statusCode).toBe(409);
    expect((await makeKey(dev.token, { name: '' })).json().message).toBe(accountMessages.keyNameInvalid);
    expect((await makeKey(dev.token, { name: 'X', scope: ['tidak-ada'] })).json().message).toBe(accountMessages.keyScopeInvalid);
    expect((await makeKey(dev.token, { name: 'X', dailyCap: 0 })).json().message).toBe(accountMessages.keyCapInvalid);
    // A revoked key frees its place, and stops calling at once.
    const list = (await keys(dev.token)).data.items as { id: string; name: string; main: boolean }[];
    const main = list.find((k) => k.main)!;
    expect((await app!.inject({ method: 'POST', url: `/api/account/keys/${main.id}/revoke`, headers: bearer(dev.token) })).json().message).toBe(accountMessages.mainKeyKept);
    const b = list.find((k) => k.name === 'B')!;
    expect((await app!.inject({ method: 'POST', url: `/api/account/keys/${b.id}/revoke`, headers: bearer(dev.token) })).json()).toEqual({ status: true, message: accountMessages.keyRevoked });
    const e = await makeKey(dev.token, { name: 'E' });
    expect(e.statusCode).toBe(200);
  });

  it("the plan's calls per minute answer 429 with Retry-After past the rate", async () => {
    await server({ rateLimits: { login: 0, images: 0, api: 1000 } });
    const dev = await register('eka');
    // USER: 60 calls a minute (catalog/plans.yaml).
    for (let i = 0; i < 60; i++) expect((await cuaca(dev.apikey)).statusCode).toBe(200);
    const refused = await cuaca(dev.apikey);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ status: false, message: planRateReached(60, seconds) });
    // The headers tell the plan's minute (the per-key limit of 1,000 has far more left), not a count the call contradicts.
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0' });
    expect(Number(refused.headers['x-ratelimit-reset'])).toBe(seconds);
  });

  it('with RATE_LIMIT_API unset, one key of a PREMIUM account makes the 600 calls a minute its plan promises', async () => {
    // As `configFromEnv` gives it without RATE_LIMIT_API: 120 a key, raised to the plans' highest rate.
    await server({ rateLimits: { login: 0, images: 0, api: 120, apiFollowsPlans: true } });
    const dev = await register('gita');
    const first = await cuaca(dev.apikey);
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59' });
    await premium('gita');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 599; i++) {
      const status = (await cuaca(dev.apikey)).statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 599 });
    const refused = await cuaca(dev.apikey);
    expect(refused.statusCode).toBe(429);
    // The 601st: the key's limit, raised to the same 600, meets it first.
    expect(refused.json().message).toMatch(/^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '0' });
  }, 60_000);

  it('an operator who sets RATE_LIMIT_API lower keeps each key to it, and the headers say so', async () => {
    await server({ rateLimits: { login: 0, images: 0, api: 3 } });
    const dev = await register('hadi');
    const first = await cuaca(dev.apikey);
    expect(first.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2' });
    await cuaca(dev.apikey);
    await cuaca(dev.apikey);
    const refused = await cuaca(dev.apikey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/);
  });

  it('the log names the key of each call and filters by it', async () => {
    await server();
    const dev = await register('fajar');
    await premium('fajar');
    const { apikey, key } = (await makeKey(dev.token, { name: 'Bot' })).json().data;
    await cuaca(apikey);
    await cuaca(dev.apikey);
    await cuaca(apikey);
    const byKey = (await app!.inject({ method: 'GET', url: `/api/account/requests?key=${key.id}`, headers: bearer(dev.token) })).json();
    expect(byKey.data.items).toHaveLength(2);
    expect(byKey.data.items.every((i: { keyId: string }) => i.keyId === key.id)).toBe(true);
    const all = (await app!.inject({ method: 'GET', url: '/api/account/requests', headers: bearer(dev.token) })).json();
    expect(all.data.items).toHaveLength(3);
    expect((await app!.inject({ method: 'GET', url: '/api/account/requests?key=bukan-id', headers: bearer(dev.token) })).json().message).toBe(accountMessages.logKeyInvalid);
  });
});
