/**
 * Two real portal processes (the server's own entry, configured only through the documented
 * environment variables) behind one Debian `redis-server`, as instances behind a load balancer
 * would run: a limit reached through one holds on the other. (The daily quota is one number through
 * the shared PostgreSQL: store/postgres-instances.test.ts.)
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from '../../../../src/server/shell/rate-limits.ts';
import { freshDataDir } from '../../../fixtures/store/data-dir.ts';
import { startPortalProcess, type PortalProcess } from '../../../fixtures/store/portal-process.ts';
import { redisMissing, startRedis, type RedisServer } from '../../../helpers/redis-server.ts';

const missing = redisMissing();
if (missing) console.warn(missing);

const apikey = 'kunci-dua-proses';
const token = 'token-dua-proses';
const windowSeconds = 5;

const dataDirs: string[] = [];

async function startPortal(redisUrl: string): Promise<PortalProcess> {
  const dir = await freshDataDir();
  dataDirs.push(dir);
  return startPortalProcess({
    REDIS_URL: redisUrl,
    RATE_LIMIT_LOGIN: '2',
    RATE_LIMIT_IMAGES: '0',
    RATE_LIMIT_API: '0',
    RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
    PORTAL_DEMO_APIKEY: apikey,
    PORTAL_DEMO_TOKEN: token,
    PORTAL_DATA_DIR: dir,
  });
}

describe.runIf(!missing)('two portal processes sharing one Redis (REDIS_URL)', () => {
  let redis: RedisServer | undefined;
  const portals: PortalProcess[] = [];
  const base = (i: number) => portals[i].base;
  beforeAll(async () => {
    redis = await startRedis();
    const url = redis.url;
    portals.push(...(await Promise.all([startPortal(url), startPortal(url)])));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(portals.map((p) => p.stop()));
    await redis?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
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
    expect((await again.json()).data).toMatchObject({ apikey });
  }, 20_000);
});
