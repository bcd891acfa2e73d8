import { StudyStatisticsResponse } from '@tolk/contracts/vocabulary-statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/accounts';
import { vocabularyReviewLogs, vocabularyReviewQuarters } from '../src/db/schema/vocabulary';
import { reviewWord } from '../src/domain/study-words/review-word';
import { studyStatistics } from '../src/domain/vocabulary/study-statistics';
import { createTestApp, type TestApp } from './support/test-app';
import { addWord, answer } from './support/vocabulary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function statistics(token: string, query = '') {
  const response = await t.request({ method: 'GET', url: `/api/unified-dictionary/study-statistics${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return StudyStatisticsResponse.parse(response.json());
}

/** A learner with one word per entry of `words`, added by hand. */
async function learnerWith(words: string[]): Promise<{ user: UserRow; token: string; ids: string[] }> {
  const user = await t.createUser();
  const token = t.tokenFor(user);
  const ids: string[] = [];
  for (const word of words) ids.push((await addWord(t, token, { word, language: 'no' })).id);
  return { user, token, ids };
}

/** Answers at the given instants (ISO), through the domain with that clock. */
async function answerAt(user: UserRow, id: string, times: string[], isCorrect = true) {
  for (const time of times) {
    await reviewWord({
      db: t.db,
      userId: user.id,
      studyWordId: id,
      answer: { isCorrect },
      source: 'typed',
      now: new Date(time),
    });
  }
}

describe('GET study-statistics', () => {
  it('claims no accuracy and no streak before the first answer', async () => {
    const empty = await statistics(t.tokenFor(await t.createUser()));
    expect(empty).toEqual({
      success: true,
      totalWords: 0,
      overallAccuracy: null,
      totalReviews: 0,
      correctReviews: 0,
      currentStreak: 0,
      longestStreak: 0,
      reviewedToday: 0,
      dueCount: 0,
      newCount: 0,
      languages: [],
      aiRecommendations: null,
      aiRecommendationsDetails: null,
    });
    const { token } = await learnerWith(['hus', 'bok']);
    expect(await statistics(token)).toMatchObject({
      totalWords: 2,
      newCount: 2,
      overallAccuracy: null,
      totalReviews: 0,
    });
  });

  it('counts real answers: accuracy, today, due and new words per language', async () => {
    const { token, ids, user } = await learnerWith(['hus', 'bok', 'katt', 'bord']);
    const [hus = '', bok = '', katt = ''] = ids;
    await answer(t, token, hus, 'isCorrect=true');
    await answer(t, token, hus, 'isCorrect=true');
    await answer(t, token, bok, 'isCorrect=false');
    await answer(t, token, katt, 'isCorrect=true&revealed=true');
    await addWord(t, token, { word: 'casa', language: 'es' });
    // One answered long ago and due since: counted as due now.
    const old = (await addWord(t, token, { word: 'perro', language: 'es' })).id;
    await answerAt(user, old, ['2026-01-05T10:00:00.000Z']);

    const figures = await statistics(token);
    expect(figures).toMatchObject({
      totalWords: 6,
      totalReviews: 5,
      correctReviews: 3,
      reviewedToday: 4,
      currentStreak: 1,
      dueCount: 1,
      newCount: 2,
      languages: [
        { language: 'es', totalWords: 2, dueCount: 1, newCount: 1 },
        { language: 'no', totalWords: 4, dueCount: 0, newCount: 1 },
      ],
    });
    expect(figures.overallAccuracy).toBeCloseTo(3 / 5, 10);
  });

  it('reads the answers counted per quarter hour, so a long history costs a few rows per day', async () => {
    const { user, ids, token } = await learnerWith(['hus']);
    const [hus = ''] = ids;
    await answerAt(user, hus, ['2026-03-02T09:01:00.000Z', '2026-03-02T09:14:00.000Z'], true);
    await answerAt(user, hus, ['2026-03-02T09:16:00.000Z'], false);
    const quarters = await t.db
      .select()
      .from(vocabularyReviewQuarters)
      .where(eq(vocabularyReviewQuarters.userId, user.id))
      .orderBy(vocabularyReviewQuarters.quarter);
    expect(quarters.map(({ reviews, correct }) => ({ reviews, correct }))).toEqual([
      { reviews: 2, correct: 2 },
      { reviews: 1, correct: 0 },
    ]);
    // The logs stay for the optimiser; the figures come from the quarters alone.
    await t.db.delete(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.userId, user.id));
    expect(await statistics(token)).toMatchObject({ totalReviews: 3, correctReviews: 2 });
  });

  it('refuses a time zone Intl does not know', async () => {
    const { token } = await learnerWith([]);
    const response = await t.request({
      method: 'GET',
      url: '/api/unified-dictionary/study-statistics?timeZone=Mars%2FOlympus',
      token,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('streaks over days with reviews (the clock handed to the domain)', () => {
  const at = (time: string) => new Date(time);

  it('counts consecutive days ending today, or yesterday while today has none yet, and the longest run', async () => {
    const { user, ids } = await learnerWith(['hus', 'bok']);
    const [hus = '', bok = ''] = ids;
    // Reviews on 1, 2, 3 March (a run of three), then 6 and 7 March.
    await answerAt(user, hus, ['2026-03-01T09:00:00Z', '2026-03-02T09:00:00Z', '2026-03-03T21:00:00Z']);
    await answerAt(user, bok, ['2026-03-06T07:00:00Z', '2026-03-07T18:00:00Z', '2026-03-07T18:05:00Z'], false);
    const on = (time: string) => studyStatistics({ db: t.db, userId: user.id, now: at(time) });

    expect(await on('2026-03-07T20:00:00Z')).toMatchObject({ currentStreak: 2, longestStreak: 3, reviewedToday: 2 });
    // 8 March, nothing yet today: the streak stands until the day is over.
    expect(await on('2026-03-08T12:00:00Z')).toMatchObject({ currentStreak: 2, reviewedToday: 0 });
    // 9 March: a whole day without review broke it.
    expect(await on('2026-03-09T00:30:00Z')).toMatchObject({ currentStreak: 0, longestStreak: 3 });
    expect(await on('2026-03-03T23:59:00Z')).toMatchObject({ currentStreak: 3 });
  });

  it("names the days in the learner's time zone, quarter-hour offsets included", async () => {
    const { user, ids } = await learnerWith(['hus']);
    // 18:10 UTC is 23:55 in Kathmandu (UTC+5:45); 18:20 UTC is 00:05 the next day there.
    await answerAt(user, ids[0] ?? '', ['2026-04-10T18:10:00Z', '2026-04-10T18:20:00Z']);
    const now = at('2026-04-10T19:00:00Z');
    const inZone = (timeZone?: string) => studyStatistics({ db: t.db, userId: user.id, now, timeZone });

    expect(await inZone()).toMatchObject({ currentStreak: 1, longestStreak: 1, reviewedToday: 2 });
    expect(await inZone('Asia/Kathmandu')).toMatchObject({ currentStreak: 2, longestStreak: 2, reviewedToday: 1 });
    // New York (UTC-4 in April): both at 14:10 and 14:20 on the 10th.
    expect(await inZone('America/New_York')).toMatchObject({ currentStreak: 1, reviewedToday: 2 });
  });

  it('takes the time zone through the API too', async () => {
    const { user, ids, token } = await learnerWith(['hus']);
    const now = Date.now();
    await answerAt(user, ids[0] ?? '', [new Date(now - 86_400_000).toISOString(), new Date(now).toISOString()]);
    const figures = await statistics(token, '?timeZone=Europe%2FOslo&interfaceLanguage=ru');
    expect(figures.currentStreak).toBe(2);
    expect(figures.totalReviews).toBe(2);
  });
});
