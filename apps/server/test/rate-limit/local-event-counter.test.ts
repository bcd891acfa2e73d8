import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterSeconds } from '../../src/rate-limit/event-counter';
import { createLocalEventCounter } from '../../src/rate-limit/local-event-counter';

// @fastify/rate-limit's LocalStore reads Date.now(); the tests move it by hand.
let now: number;
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = 1_000_000;
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login throttle', () => {
  it('counts failures in a window that starts at the first one and says how long to wait', async () => {
    const throttle = createLocalEventCounter(60_000);
    await throttle.record('k');
    advance(10_000);
    await throttle.record('k');
    expect(retryAfterSeconds(await throttle.peek('k'), 3)).toBe(0);
    advance(10_000);
    await throttle.record('k');
    // The window opened by the first failure ends 40 s from now.
    expect(retryAfterSeconds(await throttle.peek('k'), 3)).toBe(40);
    expect(await throttle.trackedKeys()).toBe(1);
    advance(40_001);
    expect(retryAfterSeconds(await throttle.peek('k'), 3)).toBe(0);
    // A fixed window ends whole: the later failures go with it (a sliding window kept them 20 s more).
    expect(await throttle.trackedKeys()).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const throttle = createLocalEventCounter(60_000);
    for (let i = 0; i < 5; i++) await throttle.record('k');
    expect(retryAfterSeconds(await throttle.peek('k'), 5)).toBeGreaterThan(0);
    await throttle.forget('k');
    expect(retryAfterSeconds(await throttle.peek('k'), 5)).toBe(0);
  });
});

describe('a high budget (engine calls)', () => {
  it('keeps counting exactly over a long history', async () => {
    now = 0;
    vi.setSystemTime(now);
    const limiter = createLocalEventCounter(60_000);
    // 6,000 calls, one every 20 ms: the first 3,000 fill the first window, the last 3,000 the second.
    for (let i = 0; i < 6_000; i++) {
      await limiter.record('user');
      advance(20);
    }
    advance(-20);
    expect(retryAfterSeconds(await limiter.peek('user'), 3_001)).toBe(0);
    // The second window opened at 60 s with the 3,001st call and ends 20 ms from now.
    expect(retryAfterSeconds(await limiter.peek('user'), 3_000)).toBe(Math.ceil((60_000 - 2_999 * 20) / 1000));
    await limiter.record('user');
    expect(retryAfterSeconds(await limiter.peek('user'), 3_001)).toBeGreaterThan(0);
    advance(60_000);
    expect(retryAfterSeconds(await limiter.peek('user'), 1)).toBe(0);
    expect(await limiter.trackedKeys()).toBe(0);
  });
});
