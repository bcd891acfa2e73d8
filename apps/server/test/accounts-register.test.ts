import { RegisterResponse } from '@tolk/contracts/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import {
  createTestApp,
  registerFrom as registerFromAddress,
  TEST_REGISTRATION_LIMITS,
  type TestApp,
} from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates a PENDING USER with an argon2id hash and answers without the hash', async () => {
    const response = await register({ email: '  Nora.Berg@Example.TEST ', password: 'secret1', name: 'Nora Berg' });
    expect(response.statusCode).toBe(201);
    const body = RegisterResponse.parse(response.json());
    expect(body.status).toBe('PENDING');
    expect(body.message).toMatch(/approval/i);
    expect(body.user).toMatchObject({
      email: 'nora.berg@example.test',
      name: 'Nora Berg',
      status: 'PENDING',
      role: 'USER',
    });
    expect(response.body).not.toMatch(/password|argon2/i);

    const [stored] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored?.status).toBe('PENDING');
    expect(stored?.role).toBe('USER');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain('secret1');
  });

  it('refuses an e-mail that is taken in any letter case with 409', async () => {
    await register({ email: 'dup@example.test', password: 'secret1', name: 'First' });
    const response = await register({ email: 'DUP@example.test', password: 'secret2', name: 'Second' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: 'An account with this email already exists' });
    const rows = await t.db.select().from(users).where(eq(users.email, 'dup@example.test'));
    expect(rows.map((row) => row.name)).toEqual(['First']);
  });

  it.each([
    [{ password: 'secret1', name: 'No Email' }, 'email', 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1', name: 'Bad' }, 'email', 'Please enter a valid email address'],
    [
      { email: 'short@example.test', password: '12345', name: 'Short' },
      'password',
      'Password must be at least 6 characters long',
    ],
    [{ email: 'noname@example.test', password: 'secret1', name: '   ' }, 'name', 'Full name is required'],
    [{ email: 'nopass@example.test', name: 'No Pass' }, 'password', 'Password is required'],
  ])('refuses %j with a message for %s', async (payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fieldErrors: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors[field]).toBe(message);
  });

  it('stores nothing when validation fails', async () => {
    await register({ email: 'ghost@example.test', password: '1', name: 'Ghost' });
    expect(await t.db.select().from(users).where(eq(users.email, 'ghost@example.test'))).toEqual([]);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'Request body is not valid JSON' });
  });
});

describe('registration limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      registration: { ...TEST_REGISTRATION_LIMITS, perAddressPerHour: 3, totalPerHour: 5 },
    });
  });
  afterAll(() => limited.close());

  const registerFrom = (address: string, email: string) => registerFromAddress(limited, address, email);

  it('refuses an address past its hourly limit with a retry time, storing nothing, and other addresses go on', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await registerFrom('10.5.0.1', `flood-${index}@example.test`)).statusCode).toBe(201);
    }
    const refused = await registerFrom('10.5.0.1', 'flood-3@example.test');
    expect(refused.statusCode).toBe(429);
    const body = refused.json() as { code: string; error: string; retryAfterSeconds: number };
    expect(body).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many registrations from this network\. Try again in \d+ minutes?\.$/),
    });
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    expect(await limited.db.select().from(users).where(eq(users.email, 'flood-3@example.test'))).toEqual([]);

    expect((await registerFrom('10.5.0.2', 'other-0@example.test')).statusCode).toBe(201);
  });

  it('refuses every address once all of them together reach the hourly total', async () => {
    // The first test admitted four (the refused attempt does not count against the total).
    expect((await registerFrom('10.5.1.1', 'spread-0@example.test')).statusCode).toBe(201);
    const refused = await registerFrom('10.5.1.2', 'spread-1@example.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many registrations right now\. Try again in \d+ minutes?\.$/),
      retryAfterSeconds: expect.any(Number),
    });
  });
});
