import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
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

/**
 * The embedded database keeps user rows in memory between requests (docs/decisions/004); each of
 * these would see a stale row if the users trigger or the cache's handling of it broke.
 */
describe('a change to a user reaches the next lookup however it was written', () => {
  it('raw SQL outside Drizzle', async () => {
    const created = await t.createUser();
    await t.app.database.findUserById(created.id);
    await t.db.execute(sql`update users set role = 'ADMIN' where id = ${created.id}`);
    expect((await t.app.database.findUserById(created.id))?.role).toBe('ADMIN');
  });

  it('a transaction, once it commits', async () => {
    const created = await t.createUser();
    await t.app.database.findUserById(created.id);
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'PENDING' }).where(eq(users.id, created.id));
      await tx.update(users).set({ name: 'Renamed' }).where(eq(users.id, created.id));
    });
    expect(await t.app.database.findUserById(created.id)).toMatchObject({ status: 'PENDING', name: 'Renamed' });
  });

  it('a delete, and a truncate of the whole table', async () => {
    const [first, second] = [await t.createUser(), await t.createUser()];
    await t.app.database.findUserById(first.id);
    await t.app.database.findUserById(second.id);
    await t.db.delete(users).where(eq(users.id, first.id));
    expect(await t.app.database.findUserById(first.id)).toBeUndefined();
    await t.db.execute(sql`truncate users cascade`);
    expect(await t.app.database.findUserById(second.id)).toBeUndefined();
  });

  it('a lookup that was already running when the change landed is not kept', async () => {
    const created = await t.createUser();
    const racing = t.app.database.findUserById(created.id);
    await t.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, created.id));
    // PGlite runs one query at a time, so the read queued first answers the row as it was. A
    // PostgreSQL pool runs the two on separate connections, so either may land first there.
    const expectedRacing = t.app.database.kind === 'pglite' ? ['ACTIVE'] : ['ACTIVE', 'BLOCKED'];
    expect(expectedRacing).toContain((await racing)?.status);
    expect((await t.app.database.findUserById(created.id))?.status).toBe('BLOCKED');
  });

  it('answers repeated lookups with the same row until it changes', async () => {
    const created = await t.createUser();
    const first = await t.app.database.findUserById(created.id);
    expect(await t.app.database.findUserById(created.id)).toEqual(first);
    await t.db.update(users).set({ name: 'Someone else' }).where(eq(users.id, created.id));
    expect((await t.app.database.findUserById(created.id))?.name).toBe('Someone else');
  });
});
