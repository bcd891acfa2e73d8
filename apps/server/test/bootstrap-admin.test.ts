import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { users } from '../src/db/schema/accounts';
import { ensureBootstrapAdmin } from '../src/domain/accounts/ensure-admin';
import { createTestApp, type TestApp } from './support/test-app';

const admin = { email: 'Boss@Tolk.test', password: 'first-admin-pw', name: 'Boss' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bootstrapAdmin: admin });
});
afterAll(() => t.close());

const storedAdmin = async () => (await t.db.select().from(users).where(eq(users.email, 'boss@tolk.test')))[0];

describe('ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  it('creates an ACTIVE ADMIN at start-up who can sign in', async () => {
    expect(await storedAdmin()).toMatchObject({ status: 'ACTIVE', role: 'ADMIN', name: 'Boss' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(response.json()).toMatchObject({ status: 'SUCCESS', user: { role: 'ADMIN' } });
  });

  it('is idempotent across restarts', async () => {
    expect(await ensureBootstrapAdmin(t.db, admin)).toBe('unchanged');
    expect(await t.db.select().from(users).where(eq(users.email, 'boss@tolk.test'))).toHaveLength(1);
  });

  it('restores a demoted or blocked configured admin and takes over a squatted password', async () => {
    await t.db.update(users).set({ status: 'BLOCKED', role: 'USER' }).where(eq(users.email, 'boss@tolk.test'));
    const squatter = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'squat@tolk.test', password: 'squatter-pw', name: 'Squatter' },
    });
    expect(squatter.statusCode).toBe(201);
    const outcome = await ensureBootstrapAdmin(t.db, { email: 'SQUAT@tolk.test', password: 'operator-pw', name: 'Op' });
    expect(outcome).toBe('updated');
    const [taken] = await t.db.select().from(users).where(eq(users.email, 'squat@tolk.test'));
    expect(taken).toMatchObject({ status: 'ACTIVE', role: 'ADMIN' });
    expect(await verifyPassword(taken?.passwordHash ?? '', 'operator-pw')).toBe(true);
    expect(await verifyPassword(taken?.passwordHash ?? '', 'squatter-pw')).toBe(false);

    expect(await ensureBootstrapAdmin(t.db, admin)).toBe('updated');
    expect(await storedAdmin()).toMatchObject({ status: 'ACTIVE', role: 'ADMIN' });
  });
});
