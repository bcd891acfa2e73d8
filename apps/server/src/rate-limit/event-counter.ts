/** A key's count in its current window, and the milliseconds until that window ends. */
export interface WindowCount {
  count: number;
  resetsInMs: number;
}

/**
 * Counts events per key (an e-mail, a client address, a user) in a fixed window that starts at
 * the key's first event, in one of @fastify/rate-limit's stores: in memory, or in Redis so that
 * every app instance sees the same counts.
 */
export interface EventCounter {
  /** The key's current window, counting nothing. */
  peek(key: string): Promise<WindowCount>;
  /** Counts one event; answers the window including it. */
  record(key: string): Promise<WindowCount>;
  forget(key: string): Promise<void>;
  /** Keys with a live window, for the admin rate-limit status. */
  trackedKeys(): Promise<number>;
}

/** Seconds until the window ends, at least 1: what Retry-After says. */
export const secondsLeft = (window: WindowCount): number => Math.max(1, Math.ceil(window.resetsInMs / 1000));

/** Seconds until one more event fits under `limit`, or 0 when one fits now. */
export const retryAfterSeconds = (window: WindowCount, limit: number): number =>
  window.count < limit ? 0 : secondsLeft(window);

type StoreCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit's LocalStore and RedisStore have in common. */
export interface RateLimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
}

/**
 * peek and record over a store's callbacks. The store's `max` only matters for its back-off
 * options, which stay off: each caller compares the count with its own limit.
 */
export function countingWith(store: RateLimitStore, windowMs: number): Pick<EventCounter, 'peek' | 'record'> {
  const call = (method: 'incr' | 'read', key: string) =>
    new Promise<WindowCount>((resolve, reject) => {
      const done: StoreCallback = (error, result) =>
        error ? reject(error) : resolve({ count: result.current, resetsInMs: result.ttl });
      store[method](key, done, windowMs, Number.MAX_SAFE_INTEGER);
    });
  return { peek: (key) => call('read', key), record: (key) => call('incr', key) };
}
