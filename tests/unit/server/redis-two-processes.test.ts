/**
 * Two real portal processes (the server's own entry, configured only through the documented
 * environment variables) behind one Debian `redis-server`, as instances behind a load balancer
 * would run: a limit reached through one holds on the other, and so does the quota count.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/catalog/messages.ts';
import { tooManyRequestsMessage } from '../../../src/server/rate-limits.ts';
import { freePort, host, start } from '../../../scripts/load-kit.ts';
import { redisMissing, startRedis, type RedisServer } from './redis-server.ts';

const missing = redisMissing();
if (missing) console.warn(missing);

const apikey = 'kunci-dua-proses';
const token = 'token-dua-proses';
const windowSeconds = 5;

async function startPortal(name: string, redisUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env = {
    HOST: host,
    PORT: String(port),
    REDIS_URL: redisUrl,
    RATE_LIMIT_LOGIN: '2',
    RATE_LIMIT_IMAGES: '0',
    RATE_LIMIT_API: '0',
    RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
    PORTAL_DEMO_APIKEY: apikey,
    PORTAL_DEMO_TOKEN: token,
    PORTAL_DEMO_LIMIT: '3',
    PORTAL_OFFLINE: '1',
    LOG_LEVEL: 'error',
  };
  const child = await start(name, ['--import', 'tsx', 'src/server/main.ts'], env, 'Portal berjalan di');
  return { child, base: `http://${host}:${port}` };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

describe.runIf(!missing)('two portal processes sharing one Redis (REDIS_URL)', () => {
  let redis: RedisServer | undefined;
  const portals: { child: ChildProcess; base: string }[] = [];
  const base = (i: number) => portals[i].base;
  beforeAll(async () => {
    redis = await startRedis();
    const url = redis.url;
    portals.push(...(await Promise.all([startPortal('portal A', url), startPortal('portal B', url)])));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(portals.map(({ child }) => stopped(child)));
    await redis?.stop();
  }, 20_000);

  const login = (i: number, password: string) =>
    fetch(`${base(i)}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password }) });

  it('login attempts counted by A: B answers 429 with Retry-After and the Indonesian message, until the window has passed', async () => {
    expect((await login(0, 'salah')).status).toBe(401);
    expect((await login(0, 'salah')).status).toBe(401);
    const refused = await login(1, 'demo123');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await refused.json()).toEqual({ status: false, message: tooManyRequestsMessage(retryAfter) });
    // A still refuses too: one limit, not one per process.
    expect((await login(0, 'demo123')).status).toBe(429);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 300));
    const again = await login(1, 'demo123');
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual({ apikey, token });
  }, 20_000);

  it('the quota is one number: a call through A shows in the profile read through B, and the cap holds on both', async () => {
    const call = (i: number) => fetch(`${base(i)}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`);
    const used = async (i: number) => {
      const profile = await fetch(`${base(i)}/api/proxy/profile?apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } });
      const { data } = (await profile.json()) as { data: { totalreq: number; limit: number } };
      return data;
    };
    expect(await used(1)).toMatchObject({ totalreq: 0, limit: 3 });
    expect((await call(0)).status).toBe(200);
    expect(await used(1)).toMatchObject({ totalreq: 1, limit: 3 });
    expect((await call(1)).status).toBe(200);
    expect((await call(0)).status).toBe(200);
    expect(await used(0)).toMatchObject({ totalreq: 3 });
    const capped = await call(1);
    expect(capped.status).toBe(429);
    expect(await capped.json()).toEqual({ status: false, message: messages.limitReached });
    expect(await used(1)).toMatchObject({ totalreq: 3 });
  });
});
