import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { freePort } from '../../../../scripts/load-kit.ts';
import { redisMissing, startRedis, type RedisServer } from '../../../helpers/redis-server.ts';

it('a REDIS_URL nobody answers stops the start with a message naming it, without its password', async () => {
  const port = await freePort();
  await expect(portalServer({ distDir: null, rateLimits: { login: 2, images: 0, api: 0 }, redisUrl: `redis://pengguna:rahasia@127.0.0.1:${port}` })).rejects.toThrow(
    `Redis di 127.0.0.1:${port} tidak dapat dihubungi (connect ECONNREFUSED 127.0.0.1:${port}).`,
  );
});

const missing = redisMissing();
if (missing) console.warn(missing);

describe.runIf(!missing)('rate limits shared through REDIS_URL', () => {
  let redis: RedisServer | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) apps.push(await portalServer({ distDir: null, rateLimits: { login: 2, images: 0, api: 0 }, redisUrl: redis.url }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis?.stop();
  });

  it('a limit reached through one instance holds on the other', async () => {
    const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.8.7', payload: { username: 'demo', password: 'salah' } });
    expect((await login(apps[0])).statusCode).toBe(401);
    expect((await login(apps[0])).statusCode).toBe(401);
    const other = await login(apps[1]);
    expect(other.statusCode).toBe(429);
    expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
    expect(other.json().message).toMatch(/^Terlalu banyak permintaan/);
  });
});

describe.runIf(!missing)('when Redis goes away while the server runs', () => {
  it('limits let requests through at once, and calls are still counted in the store', async () => {
    const redis = await startRedis();
    const app = await portalServer({ distDir: null, demo: { apikey: 'kunci-putus', token: 'token-putus' }, rateLimits: { login: 1, images: 0, api: 5 }, redisUrl: redis.url });
    const profile = () => app.inject({ method: 'GET', url: '/api/proxy/profile?apikey=kunci-putus', headers: { authorization: 'Bearer token-putus' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=Bandung&apikey=kunci-putus' })).statusCode).toBe(200);
      await redis.stop();
      const started = Date.now();
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo123' } });
      expect(login.statusCode).toBe(200);
      const call = await app.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=Bandung&apikey=kunci-putus' });
      expect(call.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      const counted = await profile();
      expect(counted.statusCode).toBe(200);
      expect(counted.json().data.totalreq).toBe(2);
    } finally {
      await app.close();
    }
  }, 60_000);
});
