/// <reference path="./fastify-rate-limit-stores.d.ts" />
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tolk/contracts/errors';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import { countingWith, type EventCounter } from './event-counter';

/**
 * Counts in Redis, each key stored as `namespace` + key and expiring with its window, so that
 * several app instances share one count.
 */
export function createRedisEventCounter(options: { redis: Redis; namespace: string; windowMs: number }): EventCounter {
  const { redis, namespace } = options;
  const { peek, record } = countingWith(new RedisStore(false, false, redis, namespace), options.windowMs);
  const whileRedisAnswers = <T>(step: () => Promise<T>) => whileConnected(redis, step);
  return {
    peek: (key) => whileRedisAnswers(() => peek(key)),
    record: (key) => whileRedisAnswers(() => record(key)),
    forget: (key) =>
      whileRedisAnswers(async () => {
        await redis.del(`${namespace}${key}`);
      }),
    trackedKeys: () =>
      whileRedisAnswers(async () => {
        let count = 0;
        // Keys expire with their window, so every key still there is live.
        for await (const keys of redis.scanStream({ match: `${escapeGlob(namespace)}*`, count: 1000 })) {
          count += (keys as string[]).length;
        }
        return count;
      }),
  };
}

/** How long a client is asked to wait while Redis is away: ioredis reconnects within seconds. */
const REDIS_RETRY_AFTER_SECONDS = 5;

/**
 * A limit that cannot be counted is neither waved through (that would lift it for everyone
 * while Redis is down) nor a server error: the client is told to come back shortly, 503 with
 * Retry-After, and the failure is in the log through the connection's error listener. While the
 * client is reconnecting the step is not tried at all: a request does not wait out ioredis's retry.
 * (create-event-counter.ts lets a counter count in memory instead.)
 */
async function whileConnected<T>(redis: Redis, step: () => Promise<T>): Promise<T> {
  try {
    if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
    return await step();
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: REDIS_RETRY_AFTER_SECONDS,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');
