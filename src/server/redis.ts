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
 * first request; closed with the server. Later outages are logged while ioredis reconnects.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
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
  app.addHook('onClose', async () => void (await redis.quit()));
  return redis;
}
