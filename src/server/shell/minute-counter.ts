import type { Redis } from 'ioredis';

/** One call counted in its id's window: the calls the window now holds, and the seconds until it ends. */
export interface WindowCount {
  used: number;
  resetSeconds: number;
}

/** Calls per id per fixed window; null when the count could not be kept (the call passes). */
export interface MinuteCounter {
  take(id: string): Promise<WindowCount | null>;
}

/** Ids remembered at most in memory before the finished windows are dropped. */
const maxLocalIds = 10_000;

/**
 * The plan's calls per minute, per account: counted in this process, or in Redis when given one,
 * so instances sharing it share the count (as the other limits do, shell/rate-limits.ts). Redis
 * unreachable: the call passes (the outage is told to `onError`) rather than everyone refused.
 */
export function minuteCounter(windowMs = 60_000, redis?: Redis, onError?: (error: unknown) => void): MinuteCounter {
  const seconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));
  if (redis) {
    return {
      async take(id) {
        const key = `portal-plan-rate:${id}`;
        try {
          // One round trip: the window starts with its first call and ends on its own.
          const replies = await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
          const count = Number(replies?.[1]?.[1]);
          const ttl = Number(replies?.[2]?.[1]);
          return { used: count, resetSeconds: seconds(ttl > 0 ? ttl : windowMs) };
        } catch (error) {
          onError?.(error);
          return null;
        }
      },
    };
  }
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async take(id) {
      const now = Date.now();
      let window = windows.get(id);
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= maxLocalIds) for (const [other, w] of windows) if (now - w.start >= windowMs) windows.delete(other);
        window = { start: now, count: 0 };
        windows.set(id, window);
      }
      window.count += 1;
      return { used: window.count, resetSeconds: seconds(window.start + windowMs - now) };
    },
  };
}
