import { LANGUAGE_COUNTS_HEADER, readLanguageCounts } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { UserStatsResponse } from '@tolk/contracts/stats';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatisticsCli } from '../src/cli/statistics-cli';
import { type UserRow, users } from '../src/db/schema/accounts';
import { audioTracks } from '../src/db/schema/audio-tracks';
import { phrases } from '../src/db/schema/phrases';
import { practiceSessions, userStatTotals } from '../src/db/schema/stats';
import { studyDueDays, studyWordCounts, studyWords, vocabularyCards } from '../src/db/schema/study-words';
import { vocabularyReviewLogs, vocabularyReviewTotals, vocabularyStreakSummaries } from '../src/db/schema/vocabulary';
import { wordKey } from '../src/domain/dictionary/word-key';
import { removeStudyWord } from '../src/domain/study-words/remove-study-word';
import { reviewWord } from '../src/domain/study-words/review-word';
import { recordStudyView } from '../src/domain/study-words/study-list';
import { listDueWords } from '../src/domain/vocabulary/list-due-words';
import { listVocabularyWords } from '../src/domain/vocabulary/list-vocabulary-words';
import { studyStatistics } from '../src/domain/vocabulary/study-statistics';
import { dayFormatter, reviewStreaks } from '../src/domain/vocabulary/study-streak';
import { seededRandom } from './support/seeded-random';
import { createTestApp, type TestApp } from './support/test-app';
import { addWord } from './support/vocabulary';

/*
 * The kept learner figures (decision 037) against a full recount from the rows after random
 * histories, concurrent answers from two instances (on PostgreSQL; one instance answers both
 * streams on the embedded database) and the repair command.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LANGUAGES: LanguageCode[] = ['no', 'es', 'de'];
const ZONES = ['UTC', 'Asia/Kathmandu', 'America/New_York', 'Pacific/Auckland'];
const DAY_MS = 86_400_000;

/** Every figure study-statistics shows, counted from the rows themselves: words, cards, logs. */
async function recount(userId: string, now: Date, timeZone: string) {
  const perLanguage = await t.db
    .select({
      language: studyWords.language,
      totalWords: sql<number>`count(*)::integer`,
      newCount: sql<number>`(count(*) filter (where ${vocabularyCards.studyWordId} is null))::integer`,
      dueCount: sql<number>`(count(*) filter (where ${vocabularyCards.due} <= ${now.toISOString()}::timestamptz))::integer`,
    })
    .from(studyWords)
    .leftJoin(vocabularyCards, eq(vocabularyCards.studyWordId, studyWords.id))
    .where(eq(studyWords.userId, userId))
    .groupBy(studyWords.language)
    .orderBy(studyWords.language);
  const rows = await t.db
    .select({ reviewedAt: vocabularyReviewLogs.reviewedAt, isCorrect: vocabularyReviewLogs.isCorrect })
    .from(vocabularyReviewLogs)
    .where(eq(vocabularyReviewLogs.userId, userId));
  const format = dayFormatter(timeZone);
  const today = format(now);
  const days = rows.map((row) => format(row.reviewedAt));
  const streaks = reviewStreaks(days, today);
  const sum = (pick: (row: (typeof perLanguage)[number]) => number) => perLanguage.reduce((s, row) => s + pick(row), 0);
  return {
    totalWords: sum((row) => row.totalWords),
    dueCount: sum((row) => row.dueCount),
    newCount: sum((row) => row.newCount),
    totalReviews: rows.length,
    correctReviews: rows.filter((row) => row.isCorrect).length,
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    reviewedToday: days.filter((day) => day === today).length,
    languages: perLanguage.map((row) => ({ ...row, language: row.language as LanguageCode })),
  };
}

/** The kept figures equal the recount at `now` in each zone, and the lists' totals equal it too. */
async function expectKeptEqualsRecount(user: UserRow, now: Date) {
  for (const timeZone of ZONES) {
    const expected = await recount(user.id, now, timeZone);
    const kept = await studyStatistics({ db: t.db, userId: user.id, now, timeZone });
    expect({ ...kept, overallAccuracy: undefined }, `${timeZone} at ${now.toISOString()}`).toMatchObject(expected);
    // Asked twice: the second answer comes from the summary the first kept.
    expect(await studyStatistics({ db: t.db, userId: user.id, now, timeZone })).toEqual(kept);
  }
  const expected = await recount(user.id, now, 'UTC');
  const due = await listDueWords({ db: t.db, userId: user.id, limit: 5, now });
  expect(due.totalDue).toBe(expected.dueCount);
  const list = await listVocabularyWords({ db: t.db, userId: user.id, limit: 5 });
  expect(list.total).toBe(expected.totalWords);
  for (const language of expected.languages) {
    const one = await listDueWords({ db: t.db, userId: user.id, limit: 5, now, language: language.language });
    expect(one.totalDue).toBe(language.dueCount);
  }
  const header = await t.request({
    method: 'GET',
    url: '/api/unified-dictionary/user-words',
    token: t.tokenFor(user),
  });
  expect(header.statusCode).toBe(200);
  expect(header.headers['x-total-count']).toBe(String(expected.totalWords));
  expect(readLanguageCounts(String(header.headers[LANGUAGE_COUNTS_HEADER]))).toEqual(
    expected.languages.map(({ language, totalWords }) => ({ language, count: totalWords })),
  );
}

/** A random history: look-ups, adds and removals through the routes and the domain, answers at random instants. */
async function randomHistory(user: UserRow, seed: number, steps: number, base: number) {
  const next = seededRandom(seed);
  // FSRS schedules a card's answers in their order: never one before the card's last.
  const lastAnswer = new Map<string, number>();
  const token = t.tokenFor(user);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const ids: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    const roll = next();
    const language = pick(LANGUAGES);
    const word = `ord${Math.floor(next() * 40)}`;
    if (roll < 0.25 || ids.length === 0) {
      ids.push((await addWord(t, token, { word, language })).id);
    } else if (roll < 0.35) {
      const view = await recordStudyView({ db: t.db, userId: user.id, language, word, wordKey: wordKey(word) });
      ids.push(view.id);
    } else if (roll < 0.45) {
      const id = ids.splice(Math.floor(next() * ids.length), 1)[0] ?? '';
      await removeStudyWord({ db: t.db, userId: user.id, id }).catch(() => undefined);
    } else if (roll < 0.5) {
      // An answer through the route, at the real clock: later answers to the word come after it.
      const id = pick(ids);
      const response = await t.request({
        method: 'POST',
        url: `/api/unified-dictionary/practice-result/${id}?isCorrect=${next() < 0.7}`,
        token,
      });
      expect([200, 404]).toContain(response.statusCode);
      lastAnswer.set(id, Date.now());
    } else if (roll < 0.6) {
      // As the dialogue's tests do: a card's due moved by hand.
      await t.db
        .update(vocabularyCards)
        .set({ due: new Date(base + (next() - 0.5) * 20 * DAY_MS) })
        .where(eq(vocabularyCards.studyWordId, pick(ids)));
    } else {
      // An answer at an instant within forty days around `base`: days, gaps, quarters out of order.
      const id = pick(ids);
      const at = new Date(Math.max(base + (next() - 0.7) * 40 * DAY_MS, lastAnswer.get(id) ?? 0));
      lastAnswer.set(id, at.getTime());
      await reviewWord({
        db: t.db,
        userId: user.id,
        studyWordId: id,
        answer: { isCorrect: next() < 0.75, revealed: next() < 0.1 },
        source: 'typed',
        now: at,
      }).catch((error: unknown) => {
        if (!(error instanceof Error && /not on your study list/.test(error.message))) throw error;
      });
    }
  }
}

/** The sums GET /api/user/stats shows, counted from the rows themselves. */
async function recountUserSums(userId: string) {
  const result = (await t.db.execute(sql`select
      (select count(*)::integer from phrases where user_id = ${userId}) as phrases,
      (select count(*)::integer from phrases where user_id = ${userId}
        and coalesce(original_audio_key, translated_audio_key) is not null) as with_audio,
      (select count(*)::integer from audio_tracks where user_id = ${userId}) as tracks,
      (select coalesce(sum(phrase_count), 0)::integer from audio_tracks where user_id = ${userId}) as track_phrases,
      (select coalesce(sum(duration_seconds::numeric), 0)::text from audio_tracks where user_id = ${userId}) as track_seconds,
      (select coalesce(sum(minutes), 0)::integer from practice_sessions where user_id = ${userId}) as minutes`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  return {
    totalPhrases: Number(row?.phrases),
    phrasesWithAudio: Number(row?.with_audio),
    totalAudioTracks: Number(row?.tracks),
    audioTrackPhrases: Number(row?.track_phrases),
    audioTrackSeconds: Number(row?.track_seconds),
    practiceTimeMinutes: Number(row?.minutes),
  };
}

async function expectUserSumsEqualRecount(user: UserRow) {
  const response = await t.request({ method: 'GET', url: '/api/user/stats', token: t.tokenFor(user) });
  expect(response.statusCode, response.body).toBe(200);
  expect(UserStatsResponse.parse(response.json()).stats).toMatchObject(await recountUserSums(user.id));
}

/** Phrases saved, given a clip later and deleted, tracks made and deleted, practice posted: by route and by hand. */
async function randomLibraryHistory(user: UserRow, seed: number, steps: number) {
  const next = seededRandom(seed);
  const token = t.tokenFor(user);
  const phraseIds: string[] = [];
  const trackIds: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    const roll = next();
    if (roll < 0.3 || phraseIds.length === 0) {
      const [row] = await t.db
        .insert(phrases)
        .values({
          userId: user.id,
          originalText: `frase ${step}`,
          translatedText: `phrase ${step}`,
          sourceLanguage: 'no',
          targetLanguage: 'en',
          translatedAudioKey: next() < 0.4 ? `phrases/${user.id}/${step}.mp3` : null,
        })
        .returning({ id: phrases.id });
      phraseIds.push(row?.id ?? '');
    } else if (roll < 0.4) {
      // A clip uploaded later, or taken away.
      await t.db
        .update(phrases)
        .set({ originalAudioKey: next() < 0.6 ? `phrases/${user.id}/late-${step}.webm` : null })
        .where(eq(phrases.id, phraseIds[Math.floor(next() * phraseIds.length)] ?? ''));
    } else if (roll < 0.5) {
      const id = phraseIds.splice(Math.floor(next() * phraseIds.length), 1)[0] ?? '';
      const response = await t.request({ method: 'DELETE', url: `/api/user/phrases/${id}`, token });
      expect([200, 204], response.body).toContain(response.statusCode);
    } else if (roll < 0.7) {
      const [row] = await t.db
        .insert(audioTracks)
        .values({
          userId: user.id,
          name: `Track ${step}`,
          language: 'en',
          text: 'x',
          translatedText: 'y',
          audioKey: `audio-tracks/${user.id}/${step}.mp3`,
          // Seconds that no binary fraction holds exactly: the kept sum must not drift.
          durationSeconds: Math.round(next() * 10_000) / 1000 + 0.1,
          fileSize: 100,
          phraseCount: 1 + Math.floor(next() * 9),
        })
        .returning({ id: audioTracks.id });
      trackIds.push(row?.id ?? '');
    } else if (roll < 0.8 && trackIds.length > 0) {
      const id = trackIds.splice(Math.floor(next() * trackIds.length), 1)[0] ?? '';
      await t.db.delete(audioTracks).where(eq(audioTracks.id, id));
    } else if (roll < 0.9) {
      const response = await t.request({
        method: 'POST',
        url: '/api/user/stats/practice-time',
        token,
        payload: { minutes: 1 + Math.floor(next() * 5) },
      });
      expect(response.statusCode, response.body).toBe(200);
    } else {
      await t.db.insert(practiceSessions).values({ userId: user.id, minutes: 1 + Math.floor(next() * 30) });
    }
  }
}

describe('kept learner figures', () => {
  it('/api/user/stats sums equal a full recount after random histories, are repaired, and go with the learner', async () => {
    const user = await t.createUser();
    await randomLibraryHistory(user, 11, 90);
    await expectUserSumsEqualRecount(user);
    await randomLibraryHistory(user, 12, 30);
    await expectUserSumsEqualRecount(user);

    await t.db
      .update(userStatTotals)
      .set({ phrases: 999, trackSeconds: '0.5' })
      .where(eq(userStatTotals.userId, user.id));
    expect(await runStatisticsCli(['recount', user.id], { db: t.db, print: () => undefined })).toBe(0);
    await expectUserSumsEqualRecount(user);

    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(userStatTotals).where(eq(userStatTotals.userId, user.id))).toEqual([]);
  });

  it('equal a full recount after random histories, at several instants and in several time zones', async () => {
    const base = Date.parse('2026-06-15T12:00:00Z');
    for (const seed of [1, 2]) {
      const user = await t.createUser();
      await randomHistory(user, seed, 120, base);
      for (const offset of [-3, 0.4, 2.5, 30]) await expectKeptEqualsRecount(user, new Date(base + offset * DAY_MS));
      // More answers after the summaries were kept: they extend them, or rebuild them when earlier.
      await randomHistory(user, seed + 100, 40, base + 5 * DAY_MS);
      await expectKeptEqualsRecount(user, new Date(base + 6 * DAY_MS));
    }
  }, 90_000);

  it('stay right under concurrent answers, adds and removals from two instances', async () => {
    // Two instances on one PostgreSQL server; the embedded database belongs to one process, which answers both streams.
    const other =
      t.config.database.kind === 'postgres'
        ? await createTestApp({ database: t.config.database, jwt: t.config.jwt })
        : t;
    try {
      const user = await t.createUser();
      const token = t.tokenFor(user);
      const ids: string[] = [];
      for (let index = 0; index < 12; index += 1) {
        ids.push((await addWord(t, token, { word: `samtidig${index}`, language: LANGUAGES[index % 3] ?? 'no' })).id);
      }
      const through = (app: TestApp, id: string, correct: boolean) =>
        app.request({
          method: 'POST',
          url: `/api/unified-dictionary/practice-result/${id}?isCorrect=${correct}`,
          token,
        });
      const requests = ids.flatMap((id, index) => [
        through(t, id, index % 2 === 0),
        through(other, id, index % 3 === 0),
        through(index % 2 ? t : other, id, true),
      ]);
      requests.push(
        other.request({
          method: 'POST',
          url: '/api/unified-dictionary/words',
          token,
          payload: { word: 'ny', language: 'no' },
        }),
        t.request({ method: 'DELETE', url: `/api/unified-dictionary/words/${ids[11]}`, token }),
      );
      const answered = requests.length - 2;
      const answers = await Promise.all(requests);
      for (const response of answers) expect(response.statusCode, response.body).toBeLessThan(500);
      const statuses = answers.slice(0, answered).map((response) => response.statusCode);
      // Answers to the word removed meanwhile are 404; every other answer counted.
      expect(
        statuses.filter((status) => status !== 200 && status !== 404),
        answers.map((r) => r.body).join('\n'),
      ).toEqual([]);
      const removedFirst = statuses.filter((status) => status === 404).length;
      const now = new Date();
      await expectKeptEqualsRecount(user, now);
      const figures = await studyStatistics({ db: t.db, userId: user.id, now });
      expect(figures.totalReviews).toBe(answered - removedFirst);
    } finally {
      if (other !== t) await other.app.close();
    }
  });

  it('are counted again from scratch by the repair command', async () => {
    const user = await t.createUser();
    const base = Date.now();
    await randomHistory(user, 7, 80, base);
    const now = new Date(base + DAY_MS / 3);
    await studyStatistics({ db: t.db, userId: user.id, now, timeZone: 'Asia/Kathmandu' });
    // Every kept figure of the learner made wrong, as a bug or a hand-made edit would.
    await t.db
      .delete(studyWordCounts)
      .where(and(eq(studyWordCounts.userId, user.id), eq(studyWordCounts.language, 'no')));
    await t.db.update(studyDueDays).set({ cards: 999 }).where(eq(studyDueDays.userId, user.id));
    await t.db
      .update(vocabularyReviewTotals)
      .set({ reviews: 1, correct: 5 })
      .where(eq(vocabularyReviewTotals.userId, user.id));
    await t.db
      .update(vocabularyStreakSummaries)
      .set({ longestRun: 77 })
      .where(eq(vocabularyStreakSummaries.userId, user.id));
    await t.db
      .update(studyWords)
      .set({ answered: sql`not ${studyWords.answered}` })
      .where(eq(studyWords.userId, user.id));
    const wrong = await studyStatistics({ db: t.db, userId: user.id, now, timeZone: 'Asia/Kathmandu' });
    expect(wrong).not.toMatchObject(await recount(user.id, now, 'Asia/Kathmandu'));

    const printed: string[] = [];
    expect(await runStatisticsCli(['recount', 'not-a-user'], { db: t.db, print: (line) => printed.push(line) })).toBe(
      2,
    );
    expect(await runStatisticsCli(['recount', user.id], { db: t.db, print: (line) => printed.push(line) })).toBe(0);
    await expectKeptEqualsRecount(user, now);
    const answered = await t.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(studyWords)
      .leftJoin(vocabularyCards, eq(vocabularyCards.studyWordId, studyWords.id))
      .where(
        and(
          eq(studyWords.userId, user.id),
          sql`${studyWords.answered} <> (${vocabularyCards.studyWordId} is not null)`,
        ),
      );
    expect(answered[0]?.count).toBe(0);
    expect(await runStatisticsCli(['recount'], { db: t.db, print: (line) => printed.push(line) })).toBe(0);
    expect(printed.at(-1)).toMatch(/every learner/);

    // A learner's deletion takes their words, cards and kept rows with it, triggers and all.
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(await t.db.select().from(studyWordCounts).where(eq(studyWordCounts.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(studyDueDays).where(eq(studyDueDays.userId, user.id))).toEqual([]);
  });
});
