import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Where the URL points, without any password it carries (the message is printed). */
function where(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The one Redis connection of an instance (`REDIS_URL`), shared by the rate limits and the request
 * counter. Connected before the server listens, so a wrong URL stops the start instead of the
 * first request; closed with the server. Later outages are logged while ioredis reconnects;
 * meanwhile the rate limits let requests through and the request counter answers 503.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // While Redis is away a command fails at once instead of waiting in a queue: requests answer fast.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let ready = false;
  let firstError: Error | undefined;
  redis.on('error', (error: Error) => {
    if (ready) app.log.warn(`Redis: ${error.message}`);
    else firstError ??= error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis di ${where(url)} tidak dapat dihubungi (${(firstError ?? (error as Error)).message}).`, { cause: error });
  }
  ready = true;
  // QUIT needs a live connection; with Redis away there is nothing to say goodbye to.
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return redis;
}
