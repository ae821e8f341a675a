/** The plans' calls per minute: counted in memory, or shared by instances through Redis. */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteCounter } from '../../../../src/server/shell/minute-counter.ts';
import { redisMissing, startRedis, type RedisServer } from '../../../helpers/redis-server.ts';

describe('minuteCounter in memory', () => {
  it('lets max calls through per id, then answers the seconds left in the window', async () => {
    const counter = minuteCounter(60_000);
    for (let i = 0; i < 3; i++) expect(await counter.take('akun-a', 3)).toBeNull();
    const wait = await counter.take('akun-a', 3);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another account has its own minute.
    expect(await counter.take('akun-b', 3)).toBeNull();
  });

  it('starts a new window once the last one is over', async () => {
    const counter = minuteCounter(50);
    expect(await counter.take('akun', 1)).toBeNull();
    expect(await counter.take('akun', 1)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await counter.take('akun', 1)).toBeNull();
  });
});

const missing = redisMissing();
describe.runIf(!missing)('minuteCounter through Redis', () => {
  let redis: RedisServer | undefined;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) clients.push(new Redis(redis.url));
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  it('two instances share one account minute', async () => {
    const [one, two] = clients.map((client) => minuteCounter(60_000, client));
    expect(await one.take('akun-bersama', 2)).toBeNull();
    expect(await two.take('akun-bersama', 2)).toBeNull();
    const wait = await one.take('akun-bersama', 2);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });
});
