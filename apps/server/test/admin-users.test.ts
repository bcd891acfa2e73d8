import { AdminUserResponse, AdminUsersResponse } from '@tolk/contracts/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedUser(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('admin user management', () => {
  it('lists every user, newest first, without password hashes', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const pending = await t.createUser({ status: 'PENDING' });
    const response = await t.request({ method: 'GET', url: '/api/admin/users', token: t.tokenFor(admin) });
    expect(response.statusCode).toBe(200);
    const list = AdminUsersResponse.parse(response.json());
    expect(list.map((user) => user.id)).toEqual(expect.arrayContaining([admin.id, pending.id]));
    const times = list.map((user) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body).not.toMatch(/passwordHash|argon2/);
  });

  it('approves, blocks and re-activates a user', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser({ status: 'PENDING' });
    for (const status of ['ACTIVE', 'BLOCKED', 'PENDING', 'ACTIVE'] as const) {
      const response = await t.request({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/status`,
        token: t.tokenFor(admin),
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
      const body = AdminUserResponse.parse(response.json());
      expect(body).toMatchObject({ success: true, message: 'User status updated successfully', user: { status } });
      expect((await storedUser(user.id))?.status).toBe(status);
    }
  });

  it('promotes and demotes a user', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser();
    const promote = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      token: t.tokenFor(admin),
      payload: { role: 'ADMIN' },
    });
    expect(promote.json()).toMatchObject({ message: 'User role updated successfully', user: { role: 'ADMIN' } });
    expect((await storedUser(user.id))?.role).toBe('ADMIN');
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      token: t.tokenFor(admin),
      payload: { role: 'USER' },
    });
    expect((await storedUser(user.id))?.role).toBe('USER');
  });

  it('deletes a user', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser();
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      token: t.tokenFor(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await storedUser(user.id)).toBeUndefined();
  });

  it('answers 404 for an unknown id and 400 for a malformed id or value', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const token = t.tokenFor(admin);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases = [
      { method: 'PATCH', url: `/api/admin/users/${unknown}/status`, payload: { status: 'ACTIVE' }, status: 404 },
      { method: 'PATCH', url: `/api/admin/users/${unknown}/role`, payload: { role: 'USER' }, status: 404 },
      { method: 'DELETE', url: `/api/admin/users/${unknown}`, status: 404 },
      { method: 'PATCH', url: '/api/admin/users/42/status', payload: { status: 'ACTIVE' }, status: 400 },
      { method: 'PATCH', url: `/api/admin/users/${admin.id}/status`, payload: { status: 'DELETED' }, status: 400 },
      { method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'ROOT' }, status: 400 },
      { method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: {}, status: 400 },
    ] as const;
    for (const { status, ...request } of cases) {
      const response = await t.request({ ...request, token });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect((response.json() as { error: string }).error).toEqual(expect.any(String));
    }
    expect((await storedUser(admin.id))?.role).toBe('ADMIN');
  });
});

describe('the last active administrator', () => {
  it('cannot block, demote or delete themselves, and keeps their access', async () => {
    const lone = await createTestApp();
    try {
      const admin = await lone.createUser({ role: 'ADMIN' });
      await lone.createUser({ role: 'ADMIN', status: 'BLOCKED' });
      const token = lone.tokenFor(admin);
      const attempts = [
        { method: 'PATCH', url: `/api/admin/users/${admin.id}/status`, payload: { status: 'BLOCKED' } },
        { method: 'PATCH', url: `/api/admin/users/${admin.id}/status`, payload: { status: 'PENDING' } },
        { method: 'PATCH', url: `/api/admin/users/${admin.id}/role`, payload: { role: 'USER' } },
        { method: 'DELETE', url: `/api/admin/users/${admin.id}` },
      ] as const;
      for (const attempt of attempts) {
        const response = await lone.request({ ...attempt, token });
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'LAST_ADMIN',
          error: expect.stringMatching(/last active administrator/),
        });
      }
      const [stored] = await lone.db.select().from(users).where(eq(users.id, admin.id));
      expect(stored).toMatchObject({ status: 'ACTIVE', role: 'ADMIN' });

      // Setting what is already true is no loss and goes through.
      const noop = await lone.request({ ...attempts[0], payload: { status: 'ACTIVE' }, token });
      expect(noop.statusCode).toBe(200);
    } finally {
      await lone.close();
    }
  });

  it('can step down once another administrator is active', async () => {
    const pair = await createTestApp();
    try {
      const first = await pair.createUser({ role: 'ADMIN' });
      const second = await pair.createUser({ role: 'ADMIN' });
      const demote = await pair.request({
        method: 'PATCH',
        url: `/api/admin/users/${first.id}/role`,
        token: pair.tokenFor(first),
        payload: { role: 'USER' },
      });
      expect(demote.statusCode).toBe(200);
      // Now `second` is the last one and is protected in turn.
      const deleteSecond = await pair.request({
        method: 'DELETE',
        url: `/api/admin/users/${second.id}`,
        token: pair.tokenFor(second),
      });
      expect(deleteSecond.statusCode).toBe(409);
    } finally {
      await pair.close();
    }
  });
});
