/**
 * Types of the two stores @fastify/rate-limit ships, which its own typings leave out: Tolk counts
 * with them directly (see event-counter.ts), not through the plugin's per-route request hook.
 */

declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

  /** Fixed windows per key in an LRU map of at most `cache` keys. */
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    /** Not part of the documented API: each key's window (a toad-cache LruMap), used to forget and to count keys. */
    lru: { keys(): IterableIterator<string>; delete(key: string): void };
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

  /** Fixed windows per key as Redis keys `key` + the counted key (INCR and PEXPIRE in one Lua script). */
  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
  }
}
