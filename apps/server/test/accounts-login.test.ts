import { LoginResponse, MeResponse } from '@tolk/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/auth/tokens';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from './support/test-app';

/** Below the default of 5: every attempt costs an argon2 verification, and the spraying test makes four times as many. */
const MAX_FAILURES = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { maxFailures: MAX_FAILURES, windowMs: 60_000 } });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('gives an ACTIVE user a token that /api/auth/me accepts', async () => {
    const user = await t.createUser({ status: 'ACTIVE' });
    const response = await login(user.email.toUpperCase(), DEFAULT_PASSWORD, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    const body = LoginResponse.parse(response.json());
    if (body.status !== 'SUCCESS') throw new Error(`expected SUCCESS, got ${body.status}`);
    expect(body.user.id).toBe(user.id);

    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(MeResponse.parse(me.json()).user).toMatchObject({ id: user.id, email: user.email, status: 'ACTIVE' });
  });

  it.each(['PENDING', 'BLOCKED'] as const)('tells a %s user their status without a token', async (status) => {
    const user = await t.createUser({ status });
    const response = await login(user.email, DEFAULT_PASSWORD, '10.0.1.2');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body.status).toBe(status);
    expect(body.message).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('token');
    expect(body.user).toMatchObject({ id: user.id, status });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await t.createUser();
    const wrongPassword = await login(user.email, 'not the password', '10.0.2.1');
    const unknownEmail = await login('nobody@example.test', DEFAULT_PASSWORD, '10.0.2.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'INVALID_CREDENTIALS', error: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('does not let a PENDING user in with a wrong password', async () => {
    const user = await t.createUser({ status: 'PENDING' });
    const response = await login(user.email, 'wrong password', '10.0.2.3');
    expect(response.statusCode).toBe(401);
  });

  it('throttles the address that guessed, with a retry time, and lets the owner in from another address', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      expect((await login(user.email, 'wrong', '10.1.0.1')).statusCode).toBe(401);
    }
    const owner = await login(user.email, DEFAULT_PASSWORD, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: 'SUCCESS', token: expect.any(String) });

    // Even the right password waits at the guessing address.
    const throttled = await login(user.email, DEFAULT_PASSWORD, '10.1.0.1');
    expect(throttled.statusCode).toBe(429);
    const body = throttled.json() as { code: string; error: string; retryAfterSeconds: number };
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ (second|minute)s?\.$/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(throttled.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  });

  it('does not lock an account whose failures come from many addresses', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < 3 * MAX_FAILURES; attempt++) {
      expect((await login(user.email, 'wrong', `10.1.1.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, DEFAULT_PASSWORD, '10.1.1.200')).statusCode).toBe(200);
  });

  it('throttles one address trying many e-mails, and leaves other addresses alone', async () => {
    // The address limit is four times the per-address-and-e-mail limit.
    for (let attempt = 0; attempt < 4 * MAX_FAILURES; attempt++) {
      expect((await login(`guess-${attempt}@example.test`, 'wrong', '10.2.0.1')).statusCode).toBe(401);
    }
    const user = await t.createUser();
    expect((await login(user.email, DEFAULT_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets the address’s failures for an e-mail after a successful sign-in there', async () => {
    const user = await t.createUser();
    for (const _round of [1, 2]) {
      for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
        expect((await login(user.email, 'wrong', '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await login(user.email, DEFAULT_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    }
  });

  it('validates the body', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/auth/me', () => {
  it('refuses a missing, forged or expired token with 401', async () => {
    const user = await t.createUser();
    const forged = createTokenService({ secret: 'another secret that is long enough!!', expiresInSeconds: 60 }).issue(
      user.id,
    );
    const expired = createTokenService({ secret: t.config.jwt.secret, expiresInSeconds: -10 }).issue(user.id);
    for (const token of [undefined, 'garbage', forged, expired]) {
      const response = await t.request({ method: 'GET', url: '/api/auth/me', token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
