import { describe, expect, it } from 'vitest';
import { createSlidingWindowLimiter } from '../src/rate-limit/sliding-window-limiter';

describe('login throttle', () => {
  it('counts failures in a sliding window and says how long to wait', () => {
    let now = 1_000_000;
    const throttle = createSlidingWindowLimiter({ windowMs: 60_000, now: () => now });
    throttle.record('k');
    now += 10_000;
    throttle.record('k');
    expect(throttle.retryAfterSeconds('k', 3)).toBe(0);
    now += 10_000;
    throttle.record('k');
    // The first failure leaves the window 40 s from now.
    expect(throttle.retryAfterSeconds('k', 3)).toBe(40);
    now += 40_001;
    expect(throttle.retryAfterSeconds('k', 3)).toBe(0);
    expect(throttle.trackedKeys()).toBe(1);
    now += 60_000;
    expect(throttle.trackedKeys()).toBe(0);
  });

  it('forgets a key on reset', () => {
    const throttle = createSlidingWindowLimiter({ windowMs: 60_000 });
    for (let i = 0; i < 5; i++) throttle.record('k');
    expect(throttle.retryAfterSeconds('k', 5)).toBeGreaterThan(0);
    throttle.reset('k');
    expect(throttle.retryAfterSeconds('k', 5)).toBe(0);
  });
});
