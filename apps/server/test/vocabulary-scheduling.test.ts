import { VocabularySettingsResponse } from '@tolk/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating, State } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/accounts';
import { vocabularyCards } from '../src/db/schema/study-words';
import { vocabularyReviewLogs } from '../src/db/schema/vocabulary';
import { reviewWord } from '../src/domain/study-words/review-word';
import { createTestApp, type TestApp } from './support/test-app';
import { addWord, answer } from './support/vocabulary';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let ann: UserRow;
let annToken: string;
let boToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.createUser();
  annToken = t.tokenFor(ann);
  boToken = t.tokenFor(await t.createUser());
});
afterAll(() => t.close());

let words = 0;
/** A fresh word on Ann's list (each test schedules its own). */
const newWord = (token = annToken) =>
  addWord(t, token, { word: `ord${String.fromCharCode(97 + (words++ % 26))}${words}`, language: 'no' });

/** The reference: ts-fsrs's own scheduler, as decision 021 configures it, replaying the same answers. */
function referenceScheduler(retention = 0.9) {
  return fsrs(generatorParameters({ request_retention: retention, enable_fuzz: true }));
}

const storedCard = async (id: string) => {
  const [row] = await t.db.select().from(vocabularyCards).where(eq(vocabularyCards.studyWordId, id));
  return row;
};

describe('POST practice-result/{id}', () => {
  it('moves a correctly answered card into the future, in the learning steps then by days', async () => {
    const word = await newWord();
    expect(word.card.state).toBe('new');
    const before = Date.now();
    const first = await answer(t, annToken, word.id, 'isCorrect=true');
    expect(first).toMatchObject({ success: true, id: word.id, isCorrect: true, rating: 'good' });
    expect(first.card.state).toBe('learning');
    expect(Date.parse(first.nextReviewAt)).toBeGreaterThan(before + 5 * MINUTE);

    const second = await answer(t, annToken, word.id, 'isCorrect=true');
    expect(second.card.state).toBe('review');
    expect(second.card.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(Date.parse(second.nextReviewAt)).toBeGreaterThanOrEqual(before + DAY);
  });

  it('keeps a wrongly answered card due within a day, and counts the lapse of a learned one', async () => {
    const word = await newWord();
    const before = Date.now();
    const wrong = await answer(t, annToken, word.id, 'isCorrect=false');
    expect(wrong).toMatchObject({ isCorrect: false, rating: 'again' });
    expect(Date.parse(wrong.nextReviewAt)).toBeLessThanOrEqual(before + DAY);

    await answer(t, annToken, word.id, 'isCorrect=true');
    const learned = await answer(t, annToken, word.id, 'isCorrect=true');
    expect(learned.card.state).toBe('review');
    const lapse = await answer(t, annToken, word.id, 'isCorrect=false');
    expect(lapse.card).toMatchObject({ state: 'relearning', lapses: 1 });
    expect(Date.parse(lapse.nextReviewAt)).toBeLessThanOrEqual(Date.now() + DAY);
  });

  it('schedules exactly as ts-fsrs does for a recorded answer sequence over weeks', async () => {
    const word = await newWord();
    const start = new Date('2026-03-02T08:00:00.000Z');
    // The answers as the learner gave them: time after the start, and the answer.
    const sequence: { after: number; isCorrect: boolean; durationMs?: number; revealed?: boolean; grade: Grade }[] = [
      { after: 0, isCorrect: true, grade: Rating.Good },
      { after: 12 * MINUTE, isCorrect: true, durationMs: 6_000, grade: Rating.Good },
      { after: 3 * DAY, isCorrect: false, grade: Rating.Again },
      { after: 3 * DAY + 15 * MINUTE, isCorrect: true, durationMs: 2_500, grade: Rating.Easy },
      { after: 9 * DAY, isCorrect: true, durationMs: 30_000, grade: Rating.Hard },
      { after: 25 * DAY, isCorrect: false, revealed: true, grade: Rating.Again },
      { after: 25 * DAY + 20 * MINUTE, isCorrect: true, grade: Rating.Good },
      { after: 60 * DAY, isCorrect: true, durationMs: 1_000, grade: Rating.Easy },
    ];
    const reference = referenceScheduler();
    let expected: Card = createEmptyCard(start);
    for (const step of sequence) {
      const now = new Date(start.getTime() + step.after);
      const outcome = await reviewWord({
        db: t.db,
        userId: ann.id,
        studyWordId: word.id,
        answer: { isCorrect: step.isCorrect, durationMs: step.durationMs, revealed: step.revealed },
        source: 'typed',
        now,
      });
      expected = reference.next(expected, now, step.grade).card;
      const stored = await storedCard(word.id);
      expect(stored?.due.toISOString()).toBe(expected.due.toISOString());
      expect(outcome.nextReviewAt).toBe(expected.due.toISOString());
      expect(stored).toMatchObject({
        stability: expected.stability,
        difficulty: expected.difficulty,
        scheduledDays: expected.scheduled_days,
        elapsedDays: expected.elapsed_days,
        learningSteps: expected.learning_steps,
        reps: expected.reps,
        lapses: expected.lapses,
        state: expected.state,
      });
    }
    expect(expected.state).toBe(State.Review);
    expect(expected.lapses).toBe(2);
    const logs = await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studyWordId, word.id));
    expect(logs.map((log) => log.rating)).toEqual(sequence.map((step) => step.grade));
    expect(logs.map((log) => log.isCorrect)).toEqual(sequence.map((step) => step.isCorrect && !step.revealed));
    expect(logs.map((log) => log.durationMs)).toEqual(sequence.map((step) => step.durationMs ?? null));
  });

  it('schedules answers given through HTTP as ts-fsrs does at the review times it reports', async () => {
    const word = await newWord();
    const reference = referenceScheduler();
    let expected: Card | undefined;
    for (const [query, grade] of [
      ['isCorrect=true', Rating.Good],
      ['isCorrect=true&durationMs=900', Rating.Easy],
      ['isCorrect=false&durationMs=900', Rating.Again],
    ] as const) {
      const outcome = await answer(t, annToken, word.id, query);
      const reviewedAt = new Date(outcome.card.lastReview ?? '');
      expected = reference.next(expected ?? createEmptyCard(reviewedAt), reviewedAt, grade).card;
      expect(outcome.nextReviewAt).toBe(expected.due.toISOString());
      expect(outcome.card).toMatchObject({ stability: expected.stability, difficulty: expected.difficulty });
    }
  });

  it.each([
    ['isCorrect=true&durationMs=3999', 'easy', true],
    ['isCorrect=true&durationMs=4000', 'good', true],
    ['isCorrect=true&durationMs=15000', 'good', true],
    ['isCorrect=true&durationMs=15001', 'hard', true],
    ['isCorrect=true&revealed=true&durationMs=1000', 'again', false],
    ['isCorrect=false&durationMs=1000', 'again', false],
  ])('maps %s to %s', async (query, rating, isCorrect) => {
    const word = await newWord();
    expect(await answer(t, annToken, word.id, query)).toMatchObject({ rating, isCorrect });
  });

  it.each([
    ['isCorrect=maybe'],
    ['isCorrect=1'],
    ['isCorrect=TRUE'],
    [''],
    ['isCorrect=true&durationMs=-5'],
    ['isCorrect=true&durationMs=fast'],
    ['isCorrect=true&revealed=yes'],
  ])('refuses ?%s with 400 and schedules nothing', async (query) => {
    const word = await newWord();
    const response = await t.request({
      method: 'POST',
      url: `/api/unified-dictionary/practice-result/${word.id}?${query}`,
      token: annToken,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await storedCard(word.id)).toBeUndefined();
  });

  it("answers 404 for another learner's word, as for an unknown one, and leaves it alone", async () => {
    const bosWord = await newWord(boToken);
    for (const id of [bosWord.id, '3f2504e0-4f89-41d3-9a0c-0305e82c3301']) {
      const response = await t.request({
        method: 'POST',
        url: `/api/unified-dictionary/practice-result/${id}?isCorrect=true`,
        token: annToken,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'This word is not on your study list' });
    }
    expect(await storedCard(bosWord.id)).toBeUndefined();
    const notAnId = await t.request({
      method: 'POST',
      url: '/api/unified-dictionary/practice-result/hus?isCorrect=true',
      token: annToken,
    });
    expect(notAnId.statusCode).toBe(400);
  });

  it('lets answers to one word at once be scheduled one after the other, none lost', async () => {
    const word = await newWord();
    // Six at once: each reads the card, and all but one find it changed when they write and read it again.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => answer(t, annToken, word.id, `isCorrect=${index !== 2}`)),
    );
    // Each was scheduled from the one before: six different repetition counts, one to six.
    expect(answers.map((outcome) => outcome.card.reps).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await storedCard(word.id)).toMatchObject({ reps: 6, answerCount: 6, correctCount: 5 });
    const logs = await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studyWordId, word.id));
    expect(logs).toHaveLength(6);
  });

  it('schedules an answer from the card another writer committed while it was being scheduled', async () => {
    const word = await newWord();
    await answer(t, annToken, word.id, 'isCorrect=true');
    // Another writer (on PostgreSQL another connection, as another instance would be) holds the card changed and
    // uncommitted while the answer reads it: the answer's write finds the card no longer the version it read, and
    // the answer is scheduled again from the committed card. (On the embedded database the open transaction
    // holds the answer's read until it commits, so the answer reads the committed card at once.)
    let changed!: () => void;
    let commit!: () => void;
    const isChanged = new Promise<void>((resolve) => {
      changed = resolve;
    });
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const writer = t.db.transaction(async (tx) => {
      await tx
        .update(vocabularyCards)
        .set({ reps: 40, answerCount: 40, correctCount: 40, correctStreak: 40 })
        .where(eq(vocabularyCards.studyWordId, word.id));
      changed();
      await committing;
    });
    await isChanged;
    const review = reviewWord({
      db: t.db,
      userId: ann.id,
      studyWordId: word.id,
      answer: { isCorrect: true },
      source: 'typed',
      now: new Date(),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await writer;
    expect((await review).card.reps).toBe(41);
    expect(await storedCard(word.id)).toMatchObject({ reps: 41, answerCount: 41, correctCount: 41, correctStreak: 41 });
    const logs = await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.studyWordId, word.id));
    expect(logs).toHaveLength(2);
  });
});

describe('desired retention', () => {
  it('is 0.9 by default and, once changed, schedules the next answers for the new retention', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    const read = await t.request({ method: 'GET', url: '/api/unified-dictionary/vocabulary-settings', token });
    expect(read.statusCode, read.body).toBe(200);
    expect(VocabularySettingsResponse.parse(read.json()).settings).toMatchObject({
      desiredRetention: 0.9,
      parameters: null,
      optimisedAt: null,
      reviewCount: 0,
    });
    const changed = await t.request({
      method: 'PUT',
      url: '/api/unified-dictionary/vocabulary-settings',
      token,
      payload: { desiredRetention: 0.8 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(VocabularySettingsResponse.parse(changed.json()).settings.desiredRetention).toBe(0.8);

    const word = await addWord(t, token, { word: 'vindu', language: 'no' });
    const start = new Date('2026-05-01T10:00:00.000Z');
    const lenient = referenceScheduler(0.8);
    const strict = referenceScheduler(0.9);
    let expected = createEmptyCard(start);
    let usual = createEmptyCard(start);
    for (const after of [0, 10 * MINUTE, 2 * DAY]) {
      const now = new Date(start.getTime() + after);
      await reviewWord({
        db: t.db,
        userId: user.id,
        studyWordId: word.id,
        answer: { isCorrect: true },
        source: 'typed',
        now,
      });
      expected = lenient.next(expected, now, Rating.Good).card;
      usual = strict.next(usual, now, Rating.Good).card;
    }
    expect((await storedCard(word.id))?.due.toISOString()).toBe(expected.due.toISOString());
    // The retention matters: at 0.9 the same answers would come back sooner.
    expect(usual.due.getTime()).toBeLessThan(expected.due.getTime());
  });

  it.each([[0.5], [1], ['0.9'], [null]])('refuses a desired retention of %j', async (desiredRetention) => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/unified-dictionary/vocabulary-settings',
      token: annToken,
      payload: { desiredRetention },
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('who may use the trainer', () => {
  it.each([
    ['PENDING' as const, 403],
    ['BLOCKED' as const, 403],
  ])('refuses a %s user', async (status, code) => {
    const token = t.tokenFor(await t.createUser({ status }));
    for (const url of [
      '/api/unified-dictionary/words-due-for-review',
      '/api/unified-dictionary/study-statistics',
      '/api/unified-dictionary/vocabulary-words',
    ]) {
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(code);
    }
    expect((await t.request({ method: 'GET', url: '/api/unified-dictionary/study-statistics' })).statusCode).toBe(401);
  });
});
