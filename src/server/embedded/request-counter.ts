import type { Redis } from 'ioredis';

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

/** Check and count in one step inside Redis, so two instances never both take the last call. */
const takeScript = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local cap = tonumber(ARGV[1])
if cap >= 0 and used >= cap then return 0 end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** Two days: a day's key outlives its day, then Redis drops it by itself. */
const keySeconds = 2 * 24 * 60 * 60;

/** Counts in Redis (`REDIS_URL`): every instance using it reports and caps one number. */
export function redisRequestCounter(redis: Redis, prefix = 'portal-quota:'): RequestCounter {
  const key = (apikey: string) => `${prefix}${today()}:${apikey}`;
  return {
    used: async (apikey) => Number((await redis.get(key(apikey))) ?? 0),
    take: async (apikey, cap) => Number(await redis.eval(takeScript, 1, key(apikey), cap ?? -1, keySeconds)) === 1,
  };
}
