import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { translationEvents, users } from '../src/db/schema';
import { countedTranslations, createTestApp, type TestApp, testConfig } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const event = (userId: string) => ({ userId, from: 'en', to: 'es', engine: 'apertium', kind: 'text' }) as const;

async function storedFor(userId: string) {
  return t.db.select().from(translationEvents).where(eq(translationEvents.userId, userId));
}

describe('translation counts are written in batches', () => {
  it('lands on its own within a moment, stamped when it happened', async () => {
    const user = await t.createUser();
    const before = Date.now();
    t.app.translationEvents.record(event(user.id));
    expect(await storedFor(user.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const [stored] = await storedFor(user.id);
    expect(stored).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'es', engine: 'apertium', kind: 'text' });
    expect(stored?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(stored?.createdAt.getTime()).toBeLessThan(before + 200);
  });

  it('flush() writes everything recorded so far', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 7; i++) t.app.translationEvents.record(event(user.id));
    expect(await countedTranslations(t, user.id)).toHaveLength(7);
  });

  it('writes at once when many are waiting', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 500; i++) t.app.translationEvents.record(event(user.id));
    // The 500th started a write without waiting for the timer; an empty flush queues behind it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await t.app.translationEvents.flush();
    expect(await storedFor(user.id)).toHaveLength(500);
  });

  it('a user deleted before the batch is written costs the others nothing', async () => {
    const [kept, gone] = [await t.createUser(), await t.createUser()];
    t.app.translationEvents.record(event(kept.id));
    t.app.translationEvents.record(event(gone.id));
    t.app.translationEvents.record(event(kept.id));
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect(await countedTranslations(t, kept.id)).toHaveLength(2);
    expect(await storedFor(gone.id)).toEqual([]);
  });
});

describe('closing the server', () => {
  it('writes the waiting counts before the database closes', async () => {
    // A database on disk, so the second server opens what the first one left behind.
    const config = testConfig();
    config.database = { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
    const first = await buildApp(config);
    const [user] = await first.database.db
      .insert(users)
      .values({ name: 'Kari', email: 'kari@tolk.test', passwordHash: 'x', status: 'ACTIVE', role: 'USER' })
      .returning();
    if (!user) throw new Error('no user');
    first.translationEvents.record(event(user.id));
    await first.close();
    const second = await buildApp(config);
    try {
      const rows = await second.database.db
        .select()
        .from(translationEvents)
        .where(eq(translationEvents.userId, user.id));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
