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

/**
 * One key's event times, oldest first. Expired times are skipped by moving `head`, and the
 * array is compacted only when most of it is dead, so each event costs O(1) however high the
 * limit is (an O(n) filter per request made a 100,000-per-minute budget the bottleneck).
 */
class EventTimes {
  private times: number[] = [];
  private head = 0;

  get size(): number {
    return this.times.length - this.head;
  }

  /** The i-th live time counting from the newest (0 = newest). */
  fromNewest(i: number): number | undefined {
    return this.times[this.times.length - 1 - i];
  }

  dropUpTo(cutoff: number): void {
    while (this.head < this.times.length && (this.times[this.head] as number) <= cutoff) this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }

  push(at: number): void {
    this.times.push(at);
  }
}

export function createSlidingWindowLimiter(options: { windowMs: number; now?: () => number }): SlidingWindowLimiter {
  const now = options.now ?? Date.now;
  const events = new Map<string, EventTimes>();

  const recent = (key: string): EventTimes | undefined => {
    const times = events.get(key);
    if (!times) return undefined;
    times.dropUpTo(now() - options.windowMs);
    if (times.size > 0) return times;
    events.delete(key);
    return undefined;
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
      if (!times || times.size < limit) return 0;
      const oldestThatCounts = times.fromNewest(limit - 1) ?? now();
      return Math.max(1, Math.ceil((oldestThatCounts + options.windowMs - now()) / 1000));
    },
    record(key) {
      let times = recent(key);
      if (!times) {
        times = new EventTimes();
        events.set(key, times);
      }
      times.push(now());
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
