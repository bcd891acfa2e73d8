import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connected Redis client for the rate limits, or a start-up failure naming the reason: a
 * server configured to share its limits must not quietly run without them. Once running, a
 * request that needs Redis while it is down fails after one retry instead of waiting.
 */
export async function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1 });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    log.warn({ err: error }, 'Redis connection error');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`REDIS_URL: Redis did not answer (${reason})`);
  }
  return redis;
}
