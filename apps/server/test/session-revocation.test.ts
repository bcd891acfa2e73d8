import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A token says who you are; what you may do is read from the database on every request. */
describe('changes by an administrator take effect on the next request', () => {
  it('blocking answers 403 ACCOUNT_BLOCKED, re-activating lets the same token back in', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);

    await t.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, user.id));
    const blocked = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED' });

    await t.db.update(users).set({ status: 'PENDING' }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).json()).toMatchObject({
      code: 'ACCOUNT_PENDING',
    });

    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
  });

  it('deleting answers 401', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    await t.db.delete(users).where(eq(users.id, user.id));
    const response = await t.request({ method: 'GET', url: '/api/auth/me', token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('demoting an administrator closes the admin API at once', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const other = await t.createUser({ role: 'ADMIN' });
    const token = t.tokenFor(admin);
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(200);
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${admin.id}/role`,
      token: t.tokenFor(other),
      payload: { role: 'USER' },
    });
    const after = await t.request({ method: 'GET', url: '/api/admin/users', token });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
