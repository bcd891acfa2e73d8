/**
 * Counts failed sign-ins per key (an e-mail or a client address) in a sliding window.
 * In memory: one server process is the deployment unit, and a restart forgiving a few
 * failures is acceptable.
 */
export interface LoginThrottle {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, limit: number): number;
  recordFailure(key: string): void;
  reset(key: string): void;
  trackedKeys(): number;
}

const MAX_TRACKED_KEYS = 100_000;

/** A shared address (a school, an office) gets this many times the attempts one account gets. */
export const ADDRESS_LIMIT_FACTOR = 4;

export const throttleKeys = {
  email: (email: string) => `email:${email}`,
  address: (ip: string) => `ip:${ip}`,
};

export function createLoginThrottle(options: { windowMs: number; now?: () => number }): LoginThrottle {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  const sweep = () => {
    for (const key of failures.keys()) recent(key);
    // Still too many live keys means a flood of distinct keys: forget the oldest rather than grow without bound.
    for (const key of failures.keys()) {
      if (failures.size <= MAX_TRACKED_KEYS) break;
      failures.delete(key);
    }
  };

  return {
    retryAfterSeconds(key, limit) {
      const times = recent(key);
      if (times.length < limit) return 0;
      const oldestThatCounts = times[times.length - limit] ?? now();
      return Math.max(1, Math.ceil((oldestThatCounts + options.windowMs - now()) / 1000));
    },
    recordFailure(key) {
      const times = recent(key);
      times.push(now());
      failures.set(key, times);
      if (failures.size > MAX_TRACKED_KEYS) sweep();
    },
    reset(key) {
      failures.delete(key);
    },
    trackedKeys() {
      sweep();
      return failures.size;
    },
  };
}
