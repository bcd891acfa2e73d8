import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import type { EventCounter } from './event-counter';
import { createLocalEventCounter } from './local-event-counter';
import { createRedisEventCounter } from './redis-event-counter';

/** Where limits are shared between app instances: a Redis client and the prefix of every key there. */
export interface SharedLimits {
  redis: Redis;
  keyPrefix: string;
}

/**
 * What a shared counter does while Redis does not answer (decision 012):
 * - `count-locally`: counts in this process's memory until Redis answers again, so the limit still
 *   holds per instance (n instances allow up to n times it) and the feature keeps working: the
 *   sign-in throttle and the engine budget, which would otherwise shut every learner out.
 * - `refuse`: 503 with Retry-After (redis-event-counter.ts): registration, whose total cap a local
 *   count would multiply by the number of instances, and which can wait a few seconds.
 */
export type WhileRedisIsAway = 'count-locally' | 'refuse';

/** A counter named `name` in Redis when `shared` is given, else in memory. */
export function createEventCounter(
  name: string,
  windowMs: number,
  shared: SharedLimits | undefined,
  whileRedisIsAway: WhileRedisIsAway,
): EventCounter {
  if (!shared) return createLocalEventCounter(windowMs);
  const redis = createRedisEventCounter({ redis: shared.redis, namespace: `${shared.keyPrefix}${name}:`, windowMs });
  return whileRedisIsAway === 'count-locally' ? withLocalFallback(redis, createLocalEventCounter(windowMs)) : redis;
}

/** Each step in `shared`, or in `local` when `shared` answers 503 (Redis away). */
function withLocalFallback(shared: EventCounter, local: EventCounter): EventCounter {
  const either =
    <A extends unknown[], R>(step: (counter: EventCounter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await step(shared, ...args);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) throw error;
        return step(local, ...args);
      }
    };
  return {
    peek: either((counter, key: string) => counter.peek(key)),
    record: either((counter, key: string) => counter.record(key)),
    forget: either((counter, key: string) => counter.forget(key)),
    trackedKeys: either((counter) => counter.trackedKeys()),
  };
}
