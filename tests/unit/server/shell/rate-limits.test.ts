import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { configFromEnv } from '../../../../src/server/shell/config.ts';
import { tooManyRequestsMessage } from '../../../../src/server/shell/rate-limits.ts';

const apikey = 'kunci-batas';
let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

const login = (server: FastifyInstance, ip = '127.0.0.1') =>
  server.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username: 'demo', password: 'salah' } });

describe('rate limits', () => {
  it('login: past the limit per client address, 429 with Retry-After and the Indonesian message', async () => {
    app = await portalServer({ distDir: null, demo: { apikey }, rateLimits: { login: 3, images: 0, api: 0 } });
    for (let i = 0; i < 3; i++) expect((await login(app)).statusCode).toBe(401);
    const refused = await login(app);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ status: false, message: tooManyRequestsMessage(retryAfter) });
    expect(refused.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    // Another address has its own count.
    expect((await login(app, '127.0.0.2')).statusCode).toBe(401);
  });

  it('another method on the login path is answered 405 with Allow, neither counted nor refused by the limit', async () => {
    app = await portalServer({ distDir: null, demo: { apikey }, rateLimits: { login: 1, register: 1, images: 0, api: 0 } });
    expect((await login(app)).statusCode).toBe(401);
    expect((await login(app)).statusCode).toBe(429);
    for (const url of ['/api/auth/login', '/api/auth/register']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(405);
      expect(other.headers.allow).toContain('POST');
    }
  });

  it('the limit resets after its minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    app = await portalServer({ distDir: null, demo: { apikey }, rateLimits: { login: 1, images: 0, api: 0 } });
    expect((await login(app)).statusCode).toBe(401);
    expect((await login(app)).statusCode).toBe(429);
    vi.advanceTimersByTime(61_000);
    expect((await login(app)).statusCode).toBe(401);
  });

  it('the embedded API counts per apikey across entries; the image proxy per address', async () => {
    app = await portalServer({ distDir: null, demo: { apikey }, rateLimits: { login: 0, images: 1, api: 2 } });
    const call = (key: string, path: string) => (app as FastifyInstance).inject({ method: 'GET', url: `${path}?apikey=${key}&q=tebakbuah` });
    expect((await call(apikey, '/api/proxy/games')).statusCode).toBe(200);
    expect((await call(apikey, '/api/proxy/features/cuaca')).statusCode).not.toBe(429);
    const third = await call(apikey, '/api/proxy/games');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/);
    expect((await call('kunci-lain', '/api/proxy/games')).statusCode).toBe(401);
    const image = () => (app as FastifyInstance).inject({ method: 'GET', url: `/api/images/proxy?apikey=${apikey}&url=bukan` });
    expect((await image()).statusCode).toBe(400);
    expect((await image()).statusCode).toBe(429);
  });

  it('per-address limits see the client behind a trusted balancer (TRUST_PROXY), and only behind it', async () => {
    const from = (server: FastifyInstance, forwardedFor: string) =>
      server.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor }, payload: { username: 'demo', password: 'salah' } });
    app = await portalServer({ distDir: null, demo: { apikey }, rateLimits: { login: 1, images: 0, api: 0 }, trustProxy: '10.0.0.0/8' });
    expect((await from(app, '203.0.113.7')).statusCode).toBe(401);
    expect((await from(app, '203.0.113.7')).statusCode).toBe(429);
    expect((await from(app, '198.51.100.9')).statusCode).toBe(401);
    await app.close();
    // Untrusted, the header is the client's own claim: every attempt counts against the sender.
    app = await portalServer({ distDir: null, demo: { apikey }, rateLimits: { login: 1, images: 0, api: 0 } });
    expect((await from(app, '203.0.113.7')).statusCode).toBe(401);
    expect((await from(app, '198.51.100.9')).statusCode).toBe(429);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8,192.168.1.1' }).trustProxy).toBe('10.0.0.0/8,192.168.1.1');
    expect(configFromEnv({}).trustProxy).toBeUndefined();
  });

  it('limits and their window come from the environment, 0 switching one off', () => {
    expect(configFromEnv({ RATE_LIMIT_LOGIN: '7', RATE_LIMIT_IMAGES: '0', RATE_LIMIT_API: 'x', RATE_LIMIT_WINDOW_SECONDS: '900' }).rateLimits).toEqual({ login: 7, register: 5, images: 0, api: 120, windowSeconds: 900 });
    expect(configFromEnv({}).rateLimits).toEqual({ login: 5, register: 5, images: 60, api: 120, apiFollowsPlans: true, windowSeconds: 60 });
    expect(configFromEnv({ RATE_LIMIT_WINDOW_SECONDS: '0' }).rateLimits.windowSeconds).toBe(60);
  });
});
