import { randomUUID } from 'node:crypto';
import { DialogueStatsList } from '@tolk/contracts/dialogue';
import { UserStatsResponse } from '@tolk/contracts/stats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatisticsCli } from '../src/cli/statistics-cli';
import { type UserRow, users } from '../src/db/schema/accounts';
import { audioTracks } from '../src/db/schema/audio-tracks';
import { dialogueEntries, dialogueLanguageTotals } from '../src/db/schema/dialogue';
import { phrases } from '../src/db/schema/phrases';
import { practiceSessions, streakCheckIns, userActivityDays } from '../src/db/schema/stats';
import { translationCounts, translationTargetTotals } from '../src/db/schema/translation';
import { learningStreak } from '../src/domain/stats/learning-streak';
import { seededRandom } from './support/seeded-random';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The figures of GET /api/user/stats and the dialogue stats that triggers keep (decision 040)
 * against what the rows themselves say, after random histories, a repair and a learner's deletion.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

async function userStats(user: UserRow) {
  const response = await t.request({ method: 'GET', url: '/api/user/stats', token: t.tokenFor(user) });
  expect(response.statusCode, response.body).toBe(200);
  return UserStatsResponse.parse(response.json()).stats;
}

async function dialogueStats(user: UserRow) {
  const response = await t.request({ method: 'GET', url: '/api/dialogue/stats', token: t.tokenFor(user) });
  expect(response.statusCode, response.body).toBe(200);
  return DialogueStatsList.parse(response.json());
}

/** Activity of every kind on random days of the last `span` days; what was made is sometimes deleted later. */
async function randomActivity(user: UserRow, seed: number, steps: number, span: number, deleteSome = true) {
  const next = seededRandom(seed);
  const done: { day: string; at: number }[] = [];
  for (let step = 0; step < steps; step += 1) {
    const at = Date.now() - Math.floor(next() * span * DAY_MS);
    const createdAt = new Date(at);
    const roll = next();
    if (roll < 0.25) {
      const [row] = await t.db
        .insert(phrases)
        .values({
          userId: user.id,
          originalText: 'a',
          translatedText: 'b',
          sourceLanguage: 'no',
          targetLanguage: 'en',
          createdAt,
        })
        .returning({ id: phrases.id });
      // A phrase deleted later leaves the day it was saved on active.
      if (next() < 0.3 && deleteSome) await t.db.delete(phrases).where(eq(phrases.id, row?.id ?? ''));
    } else if (roll < 0.4) {
      await t.db.insert(audioTracks).values({
        userId: user.id,
        name: `Track ${step}`,
        text: '',
        translatedText: '',
        audioKey: `tracks/${step}.mp3`,
        fileSize: 1,
        phraseCount: 1,
        durationSeconds: 1,
        createdAt,
      });
    } else if (roll < 0.6) {
      await t.db.insert(practiceSessions).values({ userId: user.id, minutes: 1, createdAt });
    } else if (roll < 0.7) {
      await t.db
        .insert(streakCheckIns)
        .values({ userId: user.id, day: dayOf(at), createdAt })
        .onConflictDoNothing();
    } else {
      // Through the counter the translation routes use: one row a day, direction and kind, counted up.
      const target = (['en', 'de', 'ja'] as const)[Math.floor(next() * 3)] ?? 'en';
      const count = 1 + Math.floor(next() * 4);
      for (let made = 0; made < count; made += 1)
        t.app.translationCounter.record({ userId: user.id, from: 'no', to: target, kind: 'text' }, createdAt);
      await t.app.translationCounter.flush();
    }
    done.push({ day: dayOf(at), at });
  }
  return done;
}

/** The translation figures from the counters themselves. */
async function translationRecount(userId: string) {
  const rows = await t.db.select().from(translationCounts).where(eq(translationCounts.userId, userId));
  const perTarget = new Map<string, { count: number; lastAt: number }>();
  for (const row of rows) {
    const kept = perTarget.get(row.targetLanguage) ?? { count: 0, lastAt: 0 };
    perTarget.set(row.targetLanguage, {
      count: kept.count + row.count,
      lastAt: Math.max(kept.lastAt, row.lastAt.getTime()),
    });
  }
  const ranked = [...perTarget].sort((a, b) => b[1].count - a[1].count || b[1].lastAt - a[1].lastAt);
  const latest = [...rows].sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime())[0];
  return {
    totalTranslations: rows.reduce((sum, row) => sum + row.count, 0),
    favoriteLanguage: ranked[0]?.[0] ?? 'no',
    lastDirection: latest ? { from: latest.sourceLanguage, to: latest.targetLanguage } : null,
  };
}

/** Random turns in three languages, some deleted, some moved to another language by hand. */
async function randomDialogue(user: UserRow, seed: number, steps: number) {
  const next = seededRandom(seed);
  const ids: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    const roll = next();
    if (roll < 0.7 || ids.length === 0) {
      const [row] = await t.db
        .insert(dialogueEntries)
        .values({
          userId: user.id,
          conversationId: randomUUID(),
          languageCode: (['no', 'es', 'fr'] as const)[Math.floor(next() * 3)] ?? 'no',
          level: (['A1', 'B1', 'C1'] as const)[Math.floor(next() * 3)] ?? 'A1',
          topic: 'Weather',
          userMessage: 'hei',
          gptResponse: 'hei',
          model: 'stand-in',
          wordCount: Math.floor(next() * 40),
          activeSeconds: Math.floor(next() * 300),
          createdAt: new Date(Date.now() - (steps - step) * 60_000),
        })
        .returning({ id: dialogueEntries.id });
      ids.push(row?.id ?? '');
    } else if (roll < 0.85) {
      const id = ids.splice(Math.floor(next() * ids.length), 1)[0] ?? '';
      await t.db.delete(dialogueEntries).where(eq(dialogueEntries.id, id));
    } else {
      await t.db
        .update(dialogueEntries)
        .set({ languageCode: 'de', wordCount: 7 })
        .where(eq(dialogueEntries.id, ids[Math.floor(next() * ids.length)] ?? ''));
    }
  }
}

/** The dialogue totals from the entries themselves, most entries first. */
async function dialogueRecount(userId: string) {
  const rows = await t.db.select().from(dialogueEntries).where(eq(dialogueEntries.userId, userId));
  const perLanguage = new Map<string, { entries: number; words: number; seconds: number; latest: (typeof rows)[0] }>();
  for (const row of rows) {
    const kept = perLanguage.get(row.languageCode);
    const newer =
      !kept ||
      row.createdAt.getTime() > kept.latest.createdAt.getTime() ||
      (row.createdAt.getTime() === kept.latest.createdAt.getTime() && row.id > kept.latest.id);
    perLanguage.set(row.languageCode, {
      entries: (kept?.entries ?? 0) + 1,
      words: (kept?.words ?? 0) + row.wordCount,
      seconds: (kept?.seconds ?? 0) + row.activeSeconds,
      latest: newer ? row : (kept?.latest ?? row),
    });
  }
  return [...perLanguage]
    .sort((a, b) => b[1].entries - a[1].entries || a[0].localeCompare(b[0]))
    .map(([languageCode, totals]) => ({
      languageCode,
      level: totals.latest.level,
      totalDialogues: totals.entries,
      totalWords: totals.words,
      totalTimeMinutes: Math.round(totals.seconds / 60),
    }));
}

describe('kept activity days, translation totals and dialogue totals', () => {
  it('give the streak, last activity and translation figures a recount of the rows gives, after random histories', async () => {
    for (const seed of [3, 4, 5]) {
      const user = await t.createUser();
      // Dense recent activity, so the streak is often long, and a sparse tail.
      const done = [
        ...(await randomActivity(user, seed, 60, 12)),
        ...(await randomActivity(user, seed + 100, 20, 200)),
      ];
      const stats = await userStats(user);
      expect(stats.learningStreak).toBe(
        learningStreak(
          done.map((activity) => activity.day),
          new Date(),
        ),
      );
      expect(stats.lastActivity).toBe(new Date(Math.max(...done.map((activity) => activity.at))).toISOString());
      expect(stats).toMatchObject(await translationRecount(user.id));
    }
  });

  it('read a streak longer than a page of days, and stop at the first gap', async () => {
    const user = await t.createUser();
    // 150 days in a row up to today, a gap, then 30 more.
    const days = [...Array.from({ length: 150 }, (_, n) => n), ...Array.from({ length: 30 }, (_, n) => 152 + n)];
    await t.db
      .insert(practiceSessions)
      .values(days.map((n) => ({ userId: user.id, minutes: 1, createdAt: new Date(Date.now() - n * DAY_MS) })));
    expect((await userStats(user)).learningStreak).toBe(150);
  });

  it('give the dialogue stats a recount of the entries gives, after turns added, deleted and moved', async () => {
    const user = await t.createUser();
    await randomDialogue(user, 21, 120);
    expect(await dialogueStats(user)).toMatchObject(await dialogueRecount(user.id));
    await randomDialogue(user, 22, 40);
    expect(await dialogueStats(user)).toMatchObject(await dialogueRecount(user.id));
  });

  it('are made again by the repair command, and go with the learner', async () => {
    const user = await t.createUser();
    // Nothing deleted: the repair makes the days again from the rows there are.
    await randomActivity(user, 31, 40, 10, false);
    await randomDialogue(user, 32, 30);
    const before = { stats: await userStats(user), dialogue: await dialogueStats(user) };

    // Kept rows made wrong, as a bug or a hand-made edit would.
    await t.db.delete(userActivityDays).where(eq(userActivityDays.userId, user.id));
    await t.db.update(translationTargetTotals).set({ count: 999 }).where(eq(translationTargetTotals.userId, user.id));
    await t.db.update(dialogueLanguageTotals).set({ words: 1 }).where(eq(dialogueLanguageTotals.userId, user.id));
    expect(await userStats(user)).not.toEqual(before.stats);

    expect(await runStatisticsCli(['recount', user.id], { db: t.db, print: () => undefined })).toBe(0);
    expect(await userStats(user)).toEqual(before.stats);
    expect(await dialogueStats(user)).toEqual(before.dialogue);

    await t.db.delete(users).where(eq(users.id, user.id));
    for (const table of [userActivityDays, translationTargetTotals, dialogueLanguageTotals])
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
  });
});
