import type { Redis } from 'ioredis';
import type { EventCounter } from './event-counter';
import { createLocalEventCounter } from './local-event-counter';
import { createRedisEventCounter } from './redis-event-counter';

/** Where limits are shared between app instances: a Redis client and the prefix of every key there. */
export interface SharedLimits {
  redis: Redis;
  keyPrefix: string;
}

/** A counter named `name` in Redis when `shared` is given, else in memory. */
export function createEventCounter(name: string, windowMs: number, shared?: SharedLimits): EventCounter {
  if (!shared) return createLocalEventCounter(windowMs);
  return createRedisEventCounter({ redis: shared.redis, namespace: `${shared.keyPrefix}${name}:`, windowMs });
}
