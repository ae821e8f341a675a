/** The account API against the embedded API (PGlite in memory), as the portal and an upstream's clients call it. */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/catalog/messages.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { accountLockedMessage, accountMessages } from '../../../../src/server/common/messages.ts';

let app: FastifyInstance | undefined;
let now = new Date('2026-06-01T08:00:00Z');
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function server(options: { sessionDays?: number; rateLimits?: { login: number; register: number; images: number; api: number } } = {}) {
  now = new Date('2026-06-01T08:00:00Z');
  app = await portalServer({ distDir: null, demo: { apikey: 'kunci-akun', token: 'token-akun' }, clock: () => now, defaultLimit: 25, ...options });
  return app;
}

const post = (path: string, payload: object, token?: string) =>
  app!.inject({ method: 'POST', url: `/api/auth/${path}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const login = (username = 'demo', password = 'demo123') => post('login', { username, password });
const profile = (apikey: string, token: string) => app!.inject({ method: 'GET', url: `/api/proxy/profile?apikey=${apikey}`, headers: { authorization: `Bearer ${token}` } });
const call = (apikey: string) => app!.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}` });

describe('sign-up (POST /api/auth/register)', () => {
  it('makes a USER account with the default limit, signed in at once; the same username again answers 409', async () => {
    await server();
    const res = await post('register', { nama: 'Sari Dewi', username: 'sari.dewi_2', password: 'rahasia-sari' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.registered });
    expect((await profile(data.apikey, data.token)).json().data).toEqual({ nama: 'Sari Dewi', role: 'USER', totalreq: 0, limit: 25, backgroundImageUrl: '' });
    expect((await call(data.apikey)).statusCode).toBe(200);
    const again = await post('register', { nama: 'Lain', username: 'sari.dewi_2', password: 'rahasia-lain' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: accountMessages.usernameTaken });
    // The new account signs in with its password.
    expect((await login('sari.dewi_2', 'rahasia-sari')).json().data.apikey).toBe(data.apikey);
  });

  it('refuses bad input with 400 and the Indonesian message', async () => {
    await server();
    const cases: [object, string][] = [
      [{ nama: '', username: 'budi', password: 'rahasia-budi' }, accountMessages.namaRequired],
      [{ nama: 'Budi', username: '', password: 'rahasia-budi' }, 'Username tidak boleh kosong.'],
      [{ nama: 'Budi', username: 'bu', password: 'rahasia-budi' }, 'Username harus 3–32 karakter.'],
      [{ nama: 'Budi', username: 'Budi', password: 'rahasia-budi' }, 'Username hanya boleh berisi huruf kecil, angka, titik (.) dan garis bawah (_).'],
      [{ nama: 'Budi', username: 'budi-santoso', password: 'rahasia-budi' }, 'Username hanya boleh berisi huruf kecil, angka, titik (.) dan garis bawah (_).'],
      [{ nama: 'Budi', username: 'b'.repeat(33), password: 'rahasia-budi' }, 'Username harus 3–32 karakter.'],
      [{ nama: 'Budi', username: 'budi', password: 'pendek' }, accountMessages.passwordTooShort],
    ];
    for (const [payload, message] of cases) {
      const res = await post('register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message });
    }
  });

  it('is limited per address (RATE_LIMIT_REGISTER)', async () => {
    await server({ rateLimits: { login: 0, register: 2, images: 0, api: 0 } });
    expect((await post('register', { nama: 'A', username: 'satu', password: 'rahasia-satu' })).statusCode).toBe(200);
    expect((await post('register', { nama: 'B', username: 'dua', password: 'rahasia-dua' })).statusCode).toBe(200);
    expect((await post('register', { nama: 'C', username: 'tiga', password: 'rahasia-tiga' })).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('two logins give two tokens; logout ends that one only; logout-all ends the rest', async () => {
    await server();
    const first = (await login()).json().data;
    const second = (await login()).json().data;
    expect(first.token).not.toBe(second.token);
    expect(first.apikey).toBe(second.apikey);
    const out = await post('logout', {}, first.token);
    expect(out.json()).toEqual({ status: true, message: messages.loggedOut });
    expect((await profile(first.apikey, first.token)).statusCode).toBe(401);
    expect((await profile(second.apikey, second.token)).statusCode).toBe(200);
    expect((await post('logout', {}, first.token)).statusCode).toBe(401);

    const third = (await login()).json().data;
    expect((await post('logout-all', {}, second.token)).json()).toEqual({ status: true, message: accountMessages.loggedOutAll });
    expect((await profile(second.apikey, second.token)).statusCode).toBe(401);
    expect((await profile(third.apikey, third.token)).statusCode).toBe(401);
    // The key itself still calls the API: a session is not the key.
    expect((await call(first.apikey)).statusCode).toBe(200);
  });

  it('a session ends after its days without use, and each use moves that end (sliding)', async () => {
    await server({ sessionDays: 2 });
    const { apikey, token } = (await login()).json().data;
    now = new Date('2026-06-02T20:00:00Z');
    expect((await profile(apikey, token)).statusCode).toBe(200);
    now = new Date('2026-06-04T19:00:00Z');
    expect((await profile(apikey, token)).statusCode).toBe(200);
    now = new Date('2026-06-06T20:00:00Z');
    const expired = await profile(apikey, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: false, message: messages.sessionExpired });
  });

  it('a new password: the old one wrong answers 400; the right one changes it and ends the other sessions', async () => {
    await server();
    const here = (await login()).json().data;
    const elsewhere = (await login()).json().data;
    const wrong = await post('password', { oldPassword: 'salah-sekali', newPassword: 'password-baru' }, here.token);
    expect(wrong.json()).toEqual({ status: false, message: accountMessages.oldPasswordWrong });
    const short = await post('password', { oldPassword: 'demo123', newPassword: 'pendek' }, here.token);
    expect(short.json()).toEqual({ status: false, message: accountMessages.passwordTooShort });
    expect((await post('password', { oldPassword: 'demo123', newPassword: 'password-baru' }, here.token)).json()).toEqual({ status: true, message: accountMessages.passwordChanged });
    expect((await profile(here.apikey, here.token)).statusCode).toBe(200);
    expect((await profile(elsewhere.apikey, elsewhere.token)).statusCode).toBe(401);
    expect((await login('demo', 'demo123')).statusCode).toBe(401);
    expect((await login('demo', 'password-baru')).statusCode).toBe(200);
    expect((await post('password', { oldPassword: 'x', newPassword: 'password-baru' })).statusCode).toBe(401);
  });
});

describe('a new API key (POST /api/auth/apikey)', () => {
  it('with grace 0 the old key is refused at once with the Indonesian 401; the new one calls and logs in', async () => {
    await server();
    const { apikey: old, token } = (await login()).json().data;
    // Called once before: a key the server already knows is refused as soon as it is replaced.
    expect((await call(old)).statusCode).toBe(200);
    const res = await post('apikey', { graceSeconds: 0 }, token);
    expect(res.json()).toMatchObject({ status: true, message: accountMessages.apikeyCreated });
    const fresh = res.json().data.apikey as string;
    expect(fresh).not.toBe(old);
    const refused = await call(old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: false, message: accountMessages.apikeyReplaced });
    // Every door that reads a key says the same: the image proxy and MCP too.
    const image = await app!.inject({ method: 'GET', url: '/api/images/proxy', query: { url: 'http://gambar.contoh/a.png', apikey: old } });
    expect({ status: image.statusCode, body: image.json() }).toEqual({ status: 401, body: { status: false, message: accountMessages.apikeyReplaced } });
    const mcp = await app!.inject({ method: 'POST', url: '/mcp', headers: { authorization: `Bearer ${old}`, accept: 'application/json, text/event-stream' }, payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect({ status: mcp.statusCode, body: mcp.json() }).toEqual({ status: 401, body: { status: false, message: accountMessages.apikeyReplaced } });
    expect((await call(fresh)).statusCode).toBe(200);
    expect((await login()).json().data.apikey).toBe(fresh);
    expect((await profile(fresh, token)).statusCode).toBe(200);
  });

  it('with grace 3600 the old key still calls for the hour, then is refused', async () => {
    await server();
    const { apikey: old, token } = (await login()).json().data;
    const fresh = (await post('apikey', { graceSeconds: 3600 }, token)).json().data.apikey;
    expect((await call(old)).statusCode).toBe(200);
    expect((await call(fresh)).statusCode).toBe(200);
    now = new Date(now.getTime() + 3601 * 1000);
    expect((await call(old)).statusCode).toBe(401);
    expect((await call(fresh)).statusCode).toBe(200);
  });

  it('refuses a grace other than 0, 3600 or 86400, and a call without a session', async () => {
    await server();
    const { token } = (await login()).json().data;
    expect((await post('apikey', { graceSeconds: 60 }, token)).json()).toEqual({ status: false, message: accountMessages.graceInvalid });
    expect((await post('apikey', { graceSeconds: 0 })).statusCode).toBe(401);
  });
});

describe('lockout', () => {
  it('10 wrong passwords within 15 minutes lock the account for 15 minutes, the right password included; then it opens', async () => {
    await server();
    for (let i = 0; i < 10; i++) {
      now = new Date(now.getTime() + 60_000);
      expect((await login('demo', `salah-${i}`)).statusCode).toBe(401);
    }
    const locked = await login('demo', 'demo123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, message: accountLockedMessage(15) });
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    // Another account is not locked.
    await post('register', { nama: 'Lain', username: 'lain', password: 'rahasia-lain' });
    expect((await login('lain', 'rahasia-lain')).statusCode).toBe(200);
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await login('demo', 'demo123')).statusCode).toBe(200);
  });
});
