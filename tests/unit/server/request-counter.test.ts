import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryRequestCounter, redisRequestCounter, type RequestCounter } from '../../../src/server/embedded/request-counter.ts';
import { redisMissing, startRedis, type RedisServer } from './redis-server.ts';

afterEach(() => vi.useRealTimers());

/** What both stores must do alike: count per key, stop at the cap without counting, start again the next day (UTC). */
async function behavesAsADailyQuota(counter: RequestCounter) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T23:59:00Z'));
  expect(await counter.take('a', 2)).toBe(true);
  expect(await counter.take('a', 2)).toBe(true);
  expect(await counter.take('a', 2)).toBe(false);
  expect(await counter.used('a')).toBe(2);
  expect(await counter.used('b')).toBe(0);
  // No cap (a role other than USER): always counted.
  expect(await counter.take('b')).toBe(true);
  expect(await counter.used('b')).toBe(1);
  vi.setSystemTime(new Date('2026-03-02T00:00:01Z'));
  expect(await counter.used('a')).toBe(0);
  expect(await counter.take('a', 2)).toBe(true);
}

describe('request counter', () => {
  it('in memory: per key, capped, a new count each day', async () => {
    await behavesAsADailyQuota(memoryRequestCounter());
  });

  const missing = redisMissing();
  if (missing) console.warn(missing);
  describe.runIf(!missing)('in Redis', () => {
    let server: RedisServer | undefined;
    let redis: Redis | undefined;
    beforeAll(async () => {
      server = await startRedis();
      redis = new Redis(server.url);
    }, 20_000);
    afterAll(async () => {
      await redis?.quit();
      await server?.stop();
    });

    it('the same rules, and the last call under the cap goes to one of two racing instances only', async () => {
      await behavesAsADailyQuota(redisRequestCounter(redis as Redis, 'uji:'));
      vi.useRealTimers();
      const one = redisRequestCounter(redis as Redis, 'balapan:');
      const other = redisRequestCounter(redis as Redis, 'balapan:');
      const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : other).take('k', 5)));
      expect(taken.filter(Boolean)).toHaveLength(5);
      expect(await other.used('k')).toBe(5);
    });
  });
});
