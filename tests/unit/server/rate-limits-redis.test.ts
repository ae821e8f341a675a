import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app.ts';

let redis: ChildProcess;
let redisUrl = '';
const apps: FastifyInstance[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  // Debian's redis-server, loopback only, nothing written to disk.
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server tidak siap')), 10_000);
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 2; i++) apps.push(await buildServer({ distDir: null, rateLimits: { login: 2, images: 0, api: 0 }, redisUrl }));
}, 30_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  redis?.kill();
});

describe('rate limits shared through REDIS_URL', () => {
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
