/**
 * Counts events per key (an e-mail, a client address, a user) in a sliding window.
 * In memory: one server process is the deployment unit, and a restart forgiving a few
 * events is acceptable.
 */
export interface SlidingWindowLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, limit: number): number;
  record(key: string): void;
  reset(key: string): void;
  trackedKeys(): number;
}

const MAX_TRACKED_KEYS = 100_000;

export function createSlidingWindowLimiter(options: { windowMs: number; now?: () => number }): SlidingWindowLimiter {
  const now = options.now ?? Date.now;
  const events = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const kept = (events.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };

  const sweep = () => {
    for (const key of events.keys()) recent(key);
    // Still too many live keys means a flood of distinct keys: forget the oldest rather than grow without bound.
    for (const key of events.keys()) {
      if (events.size <= MAX_TRACKED_KEYS) break;
      events.delete(key);
    }
  };

  return {
    retryAfterSeconds(key, limit) {
      const times = recent(key);
      if (times.length < limit) return 0;
      const oldestThatCounts = times[times.length - limit] ?? now();
      return Math.max(1, Math.ceil((oldestThatCounts + options.windowMs - now()) / 1000));
    },
    record(key) {
      const times = recent(key);
      times.push(now());
      events.set(key, times);
      if (events.size > MAX_TRACKED_KEYS) sweep();
    },
    reset(key) {
      events.delete(key);
    },
    trackedKeys() {
      sweep();
      return events.size;
    },
  };
}
