import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The one Redis connection of an instance (`REDIS_URL`), shared by the rate limits and the request
 * counter. Connected before the server listens, so a wrong URL stops the start instead of the
 * first request; closed with the server.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  app.addHook('onClose', async () => void (await redis.quit()));
  return redis;
}
