import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bearer tokens', () => {
  it('are refused without exp, even signed with the right secret', async () => {
    const user = await t.createUser();
    const sign = createSigner({ key: t.config.jwt.secret, algorithm: 'HS256' });
    const withoutExpiry = sign({ sub: user.id });
    const response = await t.request({ method: 'GET', url: '/api/auth/me', token: withoutExpiry });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The same user with a token the app issued (it carries exp) is let in.
    const issued = await t.request({ method: 'GET', url: '/api/auth/me', token: t.tokenFor(user) });
    expect(issued.statusCode).toBe(200);
  });
});
