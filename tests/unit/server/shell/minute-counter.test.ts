/** The plans' calls per minute: counted in memory, or shared by instances through Redis. */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteCounter } from '../../../../src/server/shell/minute-counter.ts';
import { redisMissing, startRedis, type RedisServer } from '../../../helpers/redis-server.ts';

describe('minuteCounter in memory', () => {
  it('counts the calls per id and answers the seconds left in the window', async () => {
    const counter = minuteCounter(60_000);
    for (let i = 1; i <= 4; i++) expect((await counter.take('akun-a'))?.used).toBe(i);
    const fifth = await counter.take('akun-a');
    expect(fifth?.resetSeconds).toBeGreaterThanOrEqual(59);
    expect(fifth?.resetSeconds).toBeLessThanOrEqual(60);
    // Another account has its own minute.
    expect(await counter.take('akun-b')).toEqual({ used: 1, resetSeconds: 60 });
  });

  it('starts a new window once the last one is over', async () => {
    const counter = minuteCounter(50);
    expect((await counter.take('akun'))?.used).toBe(1);
    expect((await counter.take('akun'))?.used).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await counter.take('akun'))?.used).toBe(1);
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
    expect((await one.take('akun-bersama'))?.used).toBe(1);
    expect((await two.take('akun-bersama'))?.used).toBe(2);
    const third = await one.take('akun-bersama');
    expect(third?.used).toBe(3);
    expect(third?.resetSeconds).toBeGreaterThanOrEqual(59);
    expect(third?.resetSeconds).toBeLessThanOrEqual(60);
  });
});
