import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('database.findUserById (the per-request lookup)', () => {
  it('returns exactly the row Drizzle reads', async () => {
    const created = await t.createUser({ status: 'BLOCKED', role: 'ADMIN', name: 'Ærlig Øystein' });
    const [viaDrizzle] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(await t.app.database.findUserById(created.id)).toEqual(viaDrizzle);
  });

  it('sees a change made a moment ago', async () => {
    const created = await t.createUser();
    await t.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, created.id));
    expect((await t.app.database.findUserById(created.id))?.status).toBe('BLOCKED');
  });

  it('finds nothing for an unknown id or for anything that is not a UUID', async () => {
    await t.createUser();
    expect(await t.app.database.findUserById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    for (const hostile of ["' OR '1'='1", "00000000-0000-4000-8000-000000000000') OR ('1'='1", '']) {
      await expect(t.app.database.findUserById(hostile)).resolves.toBeUndefined();
    }
  });
});
