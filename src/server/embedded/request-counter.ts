import type { Redis } from 'ioredis';
import { HttpError } from '../errors.ts';
import { serverMessages } from '../messages.ts';

/**
 * The embedded API's count of calls per API key for the current day (UTC), the `totalreq` the
 * profile reports and the quota a USER account is capped at ('Sisa kuota: X dari Y').
 */
export interface RequestCounter {
  /** Calls counted today for this key. */
  used(apikey: string): Promise<number>;
  /** Counts one call, unless `cap` (when given) is already reached: false then, nothing counted. */
  take(apikey: string, cap?: number): Promise<boolean>;
}

/** The day a count belongs to: a daily limit starts again at midnight UTC. */
const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** One process's counts, lost on restart. */
export function memoryRequestCounter(): RequestCounter {
  let day = today();
  const counts = new Map<string, number>();
  const current = () => {
    if (today() !== day) {
      day = today();
      counts.clear();
    }
    return counts;
  };
  return {
    used: async (apikey) => current().get(apikey) ?? 0,
    take: async (apikey, cap) => {
      const used = current().get(apikey) ?? 0;
      if (cap !== undefined && used >= cap) return false;
      counts.set(apikey, used + 1);
      return true;
    },
  };
}

/**
 * Check and count in one step inside Redis, so two instances never both take the last call.
 * Answers the new count, or -1 when the cap was already reached.
 */
const takeScript = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cap = tonumber(ARGV[1])
if cap >= 0 and used >= cap then return -1 end
used = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return used
`;

/** Two days: a day's key outlives its day, then Redis drops it by itself. */
const keySeconds = 2 * 24 * 60 * 60;

/**
 * Counts in Redis (`REDIS_URL`): every instance using it reports and caps one number. With Redis
 * away a call is answered 503 (neither served uncounted nor refused as over quota), while the
 * profile reports the last count this instance saw, so a session survives the outage (a failed
 * profile load would log the user out).
 */
export function redisRequestCounter(redis: Redis, prefix = 'portal-quota:'): RequestCounter {
  const key = (apikey: string) => `${prefix}${today()}:${apikey}`;
  /** The last count seen per key (today's keys only: one entry per account that called today). */
  const lastSeen = new Map<string, number>();
  const seen = (k: string, count: number) => {
    if (!lastSeen.has(k)) for (const old of lastSeen.keys()) if (!old.startsWith(`${prefix}${today()}:`)) lastSeen.delete(old);
    lastSeen.set(k, count);
  };
  const unavailable = (): never => {
    throw new HttpError(503, serverMessages.quotaUnavailable);
  };
  return {
    used: async (apikey) => {
      const k = key(apikey);
      try {
        const count = Number((await redis.get(k)) ?? 0);
        seen(k, count);
        return count;
      } catch {
        return lastSeen.get(k) ?? unavailable();
      }
    },
    take: async (apikey, cap) => {
      const k = key(apikey);
      const count = Number(await redis.eval(takeScript, 1, k, cap ?? -1, keySeconds).catch(unavailable));
      if (count < 0) return false;
      seen(k, count);
      return true;
    },
  };
}
