import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { users } from '../../src/db/schema/accounts';
import { loadSettings } from '../../src/env';
import { connectRedis } from '../../src/rate-limit/redis-connection';
import { unreachableUrl } from '../support/fakes/fake-http-server';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import {
  createTestApp,
  DEFAULT_PASSWORD,
  TEST_REGISTRATION_LIMITS,
  type TestApp,
  type TestConfigOverrides,
  testConfig,
} from '../support/test-app';
import { reachableRedis } from '../support/test-redis';

const redisUrl = await reachableRedis();
/** The default of LOGIN_MAX_FAILURES. */
const MAX_FAILURES = 5;
/** Twenty sign-ins, each an argon2 verification, on a machine that may be busy with other suites. */
const ARGON2_HEAVY_TIMEOUT_MS = 90_000;

describe.skipIf(!redisUrl)('limits shared through Redis by two app instances', () => {
  // A namespace of this run's own, so parallel runs on one Redis never count each other's events.
  const keyPrefix = `tolk-test:${randomUUID()}:`;
  let openai: FakeOpenAi;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    openai = await startFakeOpenAi({ models: ['tolk-mini'] });
    const shared = {
      redis: { url: redisUrl ?? '', keyPrefix },
      jwt: { secret: randomBytes(32).toString('hex'), expiresInSeconds: 3600 },
      loginThrottle: { maxFailures: MAX_FAILURES, windowMs: 60_000 },
      engineCallsPerMinute: 4,
      registration: { ...TEST_REGISTRATION_LIMITS, perAddressPerHour: 3, totalPerHour: 1000 },
      engines: {
        translation: { order: ['openai' as const], openai: { baseUrl: openai.baseUrl, model: 'tolk-mini' } },
        timeoutMs: 5000,
        concurrency: 2,
      },
    } satisfies TestConfigOverrides;
    first = await createTestApp(shared);
    second = await createTestApp(shared);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await openai.close();
    const redis = await connectRedis(redisUrl ?? '', { warn: () => {} });
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** One account in both instances' databases, as two instances of one deployment would share it. */
  async function userInBoth(role: 'USER' | 'ADMIN' = 'USER') {
    const user = await first.createUser({ role });
    await second.db.insert(users).values(user);
    return user;
  }

  const login = (t: TestApp, email: string, password: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('throttles an address whose failures for an e-mail were counted by the other instance', async () => {
    const user = await userInBoth();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push((await login(attempt % 2 === 0 ? first : second, user.email, 'wrong', '10.8.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const throttled = await login(second, user.email, DEFAULT_PASSWORD, '10.8.0.1');
    expect(throttled.statusCode).toBe(429);
    const body = throttled.json() as { code: string; error: string; retryAfterSeconds: number };
    expect(body).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/Try again in \d+ (second|minute)s?/),
    });
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(throttled.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    // The owner, at an address that never failed, signs in on either instance.
    expect((await login(first, user.email, DEFAULT_PASSWORD, '10.8.0.9')).statusCode).toBe(200);
  });

  it('forgets an address’s failures for an e-mail in both instances after a successful sign-in on one', async () => {
    const user = await userInBoth();
    for (const signingIn of [second, first]) {
      for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
        expect((await login(attempt % 2 ? first : second, user.email, 'wrong', '10.8.1.1')).statusCode).toBe(401);
      }
      expect((await login(signingIn, user.email, DEFAULT_PASSWORD, '10.8.1.1')).statusCode).toBe(200);
    }
  });

  it(
    'throttles an address across both instances, and the admin status of either reports it',
    async () => {
      // The address limit is four times the per-address-and-e-mail limit.
      for (let attempt = 0; attempt < 4 * MAX_FAILURES; attempt++) {
        const t = attempt % 2 === 0 ? first : second;
        expect((await login(t, `guess-${attempt}@example.test`, 'wrong', '10.8.2.1')).statusCode).toBe(401);
      }
      const user = await userInBoth();
      expect((await login(first, user.email, DEFAULT_PASSWORD, '10.8.2.1')).statusCode).toBe(429);
      expect((await login(second, user.email, DEFAULT_PASSWORD, '10.8.2.2')).statusCode).toBe(200);

      const admin = await userInBoth('ADMIN');
      const status = await second.request({
        method: 'GET',
        url: '/api/test/rate-limit-status',
        token: second.tokenFor(admin),
        remoteAddress: '10.8.2.1',
      });
      expect(status.json()).toMatchObject({ status: 'LIMITED', message: expect.stringMatching(/throttled/) });
      // This run's keys only: the address, and each e-mail that failed with its address-and-e-mail pair.
      expect((status.json() as { trackedKeys: number }).trackedKeys).toBeGreaterThanOrEqual(1 + 2 * 4 * MAX_FAILURES);
    },
    ARGON2_HEAVY_TIMEOUT_MS,
  );

  it('holds an address’s registrations per hour across both instances', async () => {
    const register = (t: TestApp, index: number) =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `shared-${index}-${randomUUID()}@example.test`, password: 'secret1', name: 'Shared' },
        remoteAddress: '10.8.3.1',
      });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await register(index % 2 ? second : first, index)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('holds a user’s engine budget across both instances, and leaves other users alone', async () => {
    const user = await userInBoth();
    const translate = (t: TestApp, token: string) =>
      t.request({
        method: 'POST',
        url: '/api/text-translate',
        payload: { text: 'Hello, how are you?', direction: 'en-es' },
        token,
      });
    for (const t of [first, second, first, second]) {
      expect((await translate(t, t.tokenFor(user))).statusCode).toBe(200);
    }
    const limited = await translate(first, first.tokenFor(user));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(limited.headers['retry-after']).toBe(
      String((limited.json() as { retryAfterSeconds: number }).retryAfterSeconds),
    );
    expect((await translate(second, second.tokenFor(user))).statusCode).toBe(429);
    const other = await userInBoth();
    expect((await translate(second, second.tokenFor(other))).statusCode).toBe(200);
  });
});

describe('a configured Redis that does not answer', () => {
  it('stops the start with the reason', async () => {
    const url = (await unreachableUrl()).replace(/^http:/, 'redis:');
    await expect(buildApp(testConfig({ redis: { url, keyPrefix: 'tolk-test:' } }))).rejects.toThrow(
      /REDIS_URL: Redis did not answer \(.*ECONNREFUSED/,
    );
  });
});

describe('REDIS_URL', () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'tolk-env-'));

  it('keeps the limits in memory when unset, and in Redis under tolk: when set', () => {
    expect(loadSettings({ DATA_DIR: dataDir() }).config.redis).toBeUndefined();
    expect(
      loadSettings({ DATA_DIR: dataDir(), REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).config.redis,
    ).toEqual({
      url: 'rediss://:secret@cache.internal:6380/2',
      keyPrefix: 'tolk:',
    });
  });

  it('refuses a URL that is not Redis', () => {
    expect(() => loadSettings({ DATA_DIR: dataDir(), REDIS_URL: 'http://cache.internal:6379' })).toThrow(
      /REDIS_URL: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});
