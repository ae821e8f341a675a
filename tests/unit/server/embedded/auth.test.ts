import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/catalog/messages.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

const demo = { apikey: 'kunci-uji', token: 'token-uji' };
let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
});

describe('portal server: login and profile', () => {
  it('logs the demo account in: its apikey and a new session token that opens the profile', async () => {
    app = await portalServer({ demo, distDir: null });
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo123' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: true, message: 'Login berhasil.', data: { apikey: 'kunci-uji', token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(body.data.token).not.toBe('token-uji');
    const profile = await app.inject({ method: 'GET', url: '/api/proxy/profile?apikey=kunci-uji', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and an empty form with 400', async () => {
    app = await portalServer({ demo, distDir: null });
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'salah' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: false, message: messages.loginFailed });
    const empty = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '', password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: false, message: messages.loginRequired });
  });

  it('answers the profile for the right token, 401 with the session message otherwise', async () => {
    app = await portalServer({ demo, distDir: null });
    const ok = await app.inject({ method: 'GET', url: '/api/proxy/profile?apikey=kunci-uji', headers: { authorization: 'Bearer token-uji' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ nama: 'Demo Developer', role: 'USER', totalreq: 0, limit: 1000 });
    const bad = await app.inject({ method: 'GET', url: '/api/proxy/profile?apikey=kunci-uji', headers: { authorization: 'Bearer palsu' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ status: false, message: 'Waktu sesi habis, login kembali untuk masuk' });
  });

  it('refuses a catalog call without a known apikey', async () => {
    app = await portalServer({ demo, distDir: null });
    const missing = await app.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=Bandung' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: false, message: messages.invalidApiKey });
    const unknown = await app.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=Bandung&apikey=lain' });
    expect(unknown.statusCode).toBe(401);
  });

  it('counts calls: with limit 2 the third answers 429 and the profile shows 2', async () => {
    app = await portalServer({ demo: { ...demo, limit: 2 }, distDir: null });
    const call = () => app.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=Bandung&apikey=kunci-uji' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ status: false, message: messages.limitReached });
    const profile = await app.inject({ method: 'GET', url: '/api/proxy/profile?apikey=kunci-uji', headers: { authorization: 'Bearer token-uji' } });
    expect(profile.json().data.totalreq).toBe(2);
  });

  it('answers unknown API paths with the Indonesian 404 body', async () => {
    app = await portalServer({ demo, distDir: null });
    const res = await app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: messages.notFound });
  });
});
