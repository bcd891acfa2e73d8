import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema/accounts';
import { userActivityDays } from '../src/db/schema/stats';
import { translationCounts } from '../src/db/schema/translation';
import { summariseTranslations } from '../src/domain/translation/translation-summary';
import { countedTranslations, createTestApp, type TestApp, testConfig } from './support/test-app';
import { createTestDatabase } from './support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enEs = (userId: string) => ({ userId, from: 'en', to: 'es', kind: 'text' }) as const;

async function storedFor(userId: string) {
  return t.db.select().from(translationCounts).where(eq(translationCounts.userId, userId));
}

describe('translations are counted per user, day, direction and kind', () => {
  it('lands on its own within a moment, stamped when it happened', async () => {
    const user = await t.createUser();
    const before = Date.now();
    t.app.translationCounter.record(enEs(user.id));
    expect(await storedFor(user.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const [stored] = await storedFor(user.id);
    expect(stored).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'es', kind: 'text', count: 1 });
    expect(stored?.day).toBe(new Date(before).toISOString().slice(0, 10));
    expect(stored?.lastAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(stored?.lastAt.getTime()).toBeLessThan(before + 200);
  });

  it('adds up across writes, keeps directions, kinds and days apart, and keeps the latest time', async () => {
    const user = await t.createUser();
    const counter = t.app.translationCounter;
    const monday = new Date('2026-11-16T23:59:59.900Z');
    const tuesday = new Date('2026-11-17T00:00:00.100Z');
    for (let i = 0; i < 3; i++) counter.record(enEs(user.id), monday);
    await counter.flush();
    counter.record(enEs(user.id), new Date('2026-11-16T08:00:00Z'));
    counter.record({ ...enEs(user.id), kind: 'speech' }, monday);
    counter.record({ ...enEs(user.id), to: 'fr' }, tuesday);
    counter.record(enEs(user.id), tuesday);
    const rows = await countedTranslations(t, user.id);
    const summary = rows
      .map(
        (row) =>
          `${row.day} ${row.sourceLanguage}-${row.targetLanguage} ${row.kind} ×${row.count} ${row.lastAt.toISOString()}`,
      )
      .sort();
    expect(summary).toEqual([
      '2026-11-16 en-es speech ×1 2026-11-16T23:59:59.900Z',
      '2026-11-16 en-es text ×4 2026-11-16T23:59:59.900Z',
      '2026-11-17 en-es text ×1 2026-11-17T00:00:00.100Z',
      '2026-11-17 en-fr text ×1 2026-11-17T00:00:00.100Z',
    ]);
  });

  it('a user deleted before the counts are written costs the others nothing', async () => {
    const [kept, gone] = [await t.createUser(), await t.createUser()];
    t.app.translationCounter.record(enEs(kept.id));
    t.app.translationCounter.record(enEs(gone.id));
    t.app.translationCounter.record({ ...enEs(kept.id), to: 'de' });
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect(await countedTranslations(t, kept.id)).toHaveLength(2);
    expect(await storedFor(gone.id)).toEqual([]);
  });

  it('many users at once are written in several short statements, none lost', async () => {
    const learners = await Promise.all(Array.from({ length: 120 }, () => t.createUser()));
    for (const learner of learners) t.app.translationCounter.record(enEs(learner.id));
    await t.app.translationCounter.flush();
    for (const learner of learners) expect(await storedFor(learner.id)).toMatchObject([{ count: 1 }]);
  });
});

describe('closing the server', () => {
  it('writes the waiting counts before the database closes', async () => {
    // A database that outlives the server (on disk for PGlite), so a second server opens what the first left behind.
    const database = await createTestDatabase();
    const config = testConfig();
    config.database =
      database.config.kind === 'pglite'
        ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') }
        : database.config;
    try {
      const first = await buildApp(config);
      const [user] = await first.database.db
        .insert(users)
        .values({ name: 'Kari', email: 'kari@tolk.test', passwordHash: 'x', status: 'ACTIVE', role: 'USER' })
        .returning();
      if (!user) throw new Error('no user');
      first.translationCounter.record(enEs(user.id));
      first.translationCounter.record({ ...enEs(user.id), kind: 'speech' });
      await first.close();
      const second = await buildApp(config);
      try {
        const rows = await second.database.db
          .select()
          .from(translationCounts)
          .where(eq(translationCounts.userId, user.id));
        expect(rows.map((row) => `${row.kind} ×${row.count}`).sort()).toEqual(['speech ×1', 'text ×1']);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('summariseTranslations', () => {
  it('gives nothing before the first translation', async () => {
    const user = await t.createUser();
    expect(await summariseTranslations(t.db, t.app.translationCounter, user.id)).toEqual({
      total: 0,
      favouriteTarget: null,
      lastDirection: null,
      lastAt: null,
    });
    expect(await t.db.select().from(userActivityDays).where(eq(userActivityDays.userId, user.id))).toEqual([]);
  });

  it('totals, favourite target and last direction, including counts not yet written, and notes their days', async () => {
    const user = await t.createUser();
    const counter = t.app.translationCounter;
    const at = (iso: string) => new Date(iso);
    counter.record({ userId: user.id, from: 'no', to: 'ru', kind: 'text' }, at('2026-11-01T10:00:00Z'));
    counter.record({ userId: user.id, from: 'en', to: 'ru', kind: 'speech' }, at('2026-11-03T10:00:00Z'));
    await counter.flush();
    counter.record({ userId: user.id, from: 'ru', to: 'no', kind: 'text' }, at('2026-11-03T12:00:00Z'));
    // Not flushed: the summary must write it first.
    const summary = await summariseTranslations(t.db, counter, user.id);
    expect(summary).toEqual({
      total: 3,
      favouriteTarget: 'ru',
      lastDirection: { from: 'ru', to: 'no' },
      lastAt: at('2026-11-03T12:00:00Z'),
    });
    // Their days are activity days (decision 040), the later time of each.
    const days = await t.db
      .select({ day: userActivityDays.day, lastAt: userActivityDays.lastAt })
      .from(userActivityDays)
      .where(eq(userActivityDays.userId, user.id))
      .orderBy(desc(userActivityDays.day));
    expect(days).toEqual([
      { day: '2026-11-03', lastAt: at('2026-11-03T12:00:00Z') },
      { day: '2026-11-01', lastAt: at('2026-11-01T10:00:00Z') },
    ]);
  });
});
