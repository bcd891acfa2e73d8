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

describe('a high budget (engine calls)', () => {
  it('keeps counting exactly while most of a long history expires', () => {
    let now = 0;
    const limiter = createSlidingWindowLimiter({ windowMs: 60_000, now: () => now });
    // 6,000 calls, one every 20 ms: after 120 s only the last 3,000 are inside the window.
    for (let i = 0; i < 6_000; i++) {
      limiter.record('user');
      now += 20;
    }
    now -= 20;
    expect(limiter.retryAfterSeconds('user', 3_001)).toBe(0);
    // The 3,000th newest call leaves the window 60 s after it was made, 20 ms × 2,999 ago.
    expect(limiter.retryAfterSeconds('user', 3_000)).toBe(Math.ceil((60_000 - 2_999 * 20) / 1000));
    limiter.record('user');
    expect(limiter.retryAfterSeconds('user', 3_001)).toBeGreaterThan(0);
    now += 60_000;
    expect(limiter.retryAfterSeconds('user', 1)).toBe(0);
    expect(limiter.trackedKeys()).toBe(0);
  });
});
