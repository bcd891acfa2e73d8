import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { OPTIMISE_MIN_REVIEWS, OptimiseParametersResponse } from '@tolk/contracts/vocabulary';
import { PracticeResultResponse } from '@tolk/contracts/vocabulary-practice';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { default_w, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { studyWords } from '../../src/db/schema/study-words';
import { vocabularySettings } from '../../src/db/schema/vocabulary';
import { reviewWord } from '../../src/domain/study-words/review-word';
import {
  learnersDueForOptimisation,
  optimiseDueLearners,
} from '../../src/domain/vocabulary/parameter-optimiser-schedule';
import { type SimulatedReview, simulateLearner } from '../support/simulated-learner';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Per-learner FSRS parameters: answers given through the real review code (reviewWord, as
 * practice-result calls it) by a simulated learner, then trained by fsrs-rs on demand and by the
 * background sweep; the scheduler uses what was trained.
 */

const log = pino({ level: 'silent' });
const OPTIMISE = '/api/unified-dictionary/vocabulary-settings/optimise';
const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A learner with one study word per simulated card, who gave every simulated answer. */
async function learnerWith(reviews: SimulatedReview[]): Promise<{ user: UserRow; wordIds: string[] }> {
  const user = await t.createUser();
  const cards = Math.max(...reviews.map((review) => review.card)) + 1;
  const rows = await t.db
    .insert(studyWords)
    .values(
      Array.from({ length: cards }, (_, card) => ({
        userId: user.id,
        language: 'no',
        word: `ord${card}`,
        wordKey: `ord${card}`,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })),
    )
    .returning({ id: studyWords.id });
  const wordIds = rows.map((row) => row.id);
  for (const review of reviews) {
    await reviewWord({
      db: t.db,
      userId: user.id,
      studyWordId: wordIds[review.card] ?? '',
      answer: answerFor(review.rating),
      source: 'typed',
      now: review.at,
    });
  }
  return { user, wordIds };
}

/** The practice answer that maps to this rating (decision 021). */
function answerFor(rating: number) {
  if (rating === Rating.Again) return { isCorrect: false };
  if (rating === Rating.Hard) return { isCorrect: true, durationMs: 20_000 };
  if (rating === Rating.Easy) return { isCorrect: true, durationMs: 1_000 };
  return { isCorrect: true };
}

/** fsrs-rs on the same answers, built here from the simulation: per card in id order, whole UTC days apart. */
async function expectedParameters(reviews: SimulatedReview[], wordIds: string[]): Promise<number[]> {
  const items: FSRSBindingItem[] = [];
  const order = [...wordIds.keys()].sort((a, b) => (wordIds[a] ?? '').localeCompare(wordIds[b] ?? ''));
  for (const card of order) {
    const own = reviews.filter((review) => review.card === card);
    const days = own.map((review) => Math.floor(review.at.getTime() / DAY_MS));
    const steps = own.map(
      (review, index) =>
        new FSRSBindingReview(review.rating, index === 0 ? 0 : (days[index] ?? 0) - (days[index - 1] ?? 0)),
    );
    for (let end = 2; end <= steps.length; end++) {
      const prefix = steps.slice(0, end);
      if (prefix.slice(1).some((step) => step.deltaT > 0)) items.push(new FSRSBindingItem(prefix));
    }
  }
  return computeParameters(items, { enableShortTerm: true });
}

async function optimise(user: UserRow) {
  const response = await t.request({ method: 'POST', url: OPTIMISE, token: t.tokenFor(user) });
  expect(response.statusCode, response.body).toBe(200);
  return OptimiseParametersResponse.parse(response.json());
}

describe('optimising a learner’s FSRS parameters', () => {
  let reviews: SimulatedReview[];
  let learner: { user: UserRow; wordIds: string[] };

  beforeAll(async () => {
    reviews = simulateLearner({ cards: 50, reviews: OPTIMISE_MIN_REVIEWS + 50 });
    learner = await learnerWith(reviews);
  }, 120_000);

  it('keeps the defaults below the minimum of reviews, and says why', async () => {
    const few = await learnerWith(simulateLearner({ cards: 10, reviews: 60, seed: 7 }));
    const answer = await optimise(few.user);
    expect(answer.optimised).toBe(false);
    expect(answer.reason).toContain(`${OPTIMISE_MIN_REVIEWS} reviews; there are 60`);
    expect(answer.settings.parameters).toBeNull();
    expect(await learnersDueForOptimisation(t.db)).not.toContain(few.user.id);
  });

  it('fits the parameters fsrs-rs fits to the same answers, and stores them', async () => {
    const answer = await optimise(learner.user);
    expect(answer).toMatchObject({ optimised: true, reason: null });
    expect(answer.settings.optimisedFromReviews).toBe(reviews.length);
    expect(answer.settings.optimisedAt).not.toBeNull();
    const expected = await expectedParameters(reviews, learner.wordIds);
    expect(answer.settings.parameters).toHaveLength(expected.length);
    for (const [index, weight] of (answer.settings.parameters ?? []).entries()) {
      expect(weight).toBeCloseTo(expected[index] ?? Number.NaN, 3);
    }
    // Fitted, not the defaults handed back.
    expect(answer.settings.parameters).not.toEqual([...default_w]);
  });

  it('schedules the next answers with the learner’s own parameters', async () => {
    const [settings] = await t.db
      .select()
      .from(vocabularySettings)
      .where(eq(vocabularySettings.userId, learner.user.id));
    const [fresh] = await t.db
      .insert(studyWords)
      .values({ userId: learner.user.id, language: 'no', word: 'ny', wordKey: 'ny' })
      .returning({ id: studyWords.id });
    const response = await t.request({
      method: 'POST',
      url: `/api/unified-dictionary/practice-result/${fresh?.id}?isCorrect=true`,
      token: t.tokenFor(learner.user),
    });
    const outcome = PracticeResultResponse.parse(response.json());
    // A new card answered Good starts at stability w[2]: the optimised one, not the default.
    expect(outcome.card.stability).toBeCloseTo(settings?.fsrsParameters?.[2] ?? Number.NaN, 6);
  });

  it('trains again in the background once the history has grown enough, and not before', async () => {
    const other = await learnerWith(simulateLearner({ cards: 45, reviews: OPTIMISE_MIN_REVIEWS, seed: 3 }));
    expect(await learnersDueForOptimisation(t.db)).toEqual([other.user.id]);
    expect(await optimiseDueLearners({ db: t.db, log })).toBe(1);
    expect(await learnersDueForOptimisation(t.db)).toEqual([]);

    // 100 more answers (the least growth that counts), a day and more after the last training.
    const more = simulateLearner({ cards: 10, reviews: 100, seed: 11, start: new Date('2026-06-01T08:00:00Z') });
    const words = await t.db
      .insert(studyWords)
      .values(
        Array.from({ length: 10 }, (_, card) => ({
          userId: other.user.id,
          language: 'no',
          word: `nytt${card}`,
          wordKey: `nytt${card}`,
        })),
      )
      .returning({ id: studyWords.id });
    for (const review of more) {
      await reviewWord({
        db: t.db,
        userId: other.user.id,
        studyWordId: words[review.card]?.id ?? '',
        answer: answerFor(review.rating),
        source: 'typed',
        now: review.at,
      });
    }
    expect(await learnersDueForOptimisation(t.db)).toEqual([]);
    await t.db
      .update(vocabularySettings)
      .set({ optimisedAt: sql`now() - interval '25 hours'` })
      .where(eq(vocabularySettings.userId, other.user.id));
    expect(await learnersDueForOptimisation(t.db)).toEqual([other.user.id]);
    expect(await optimiseDueLearners({ db: t.db, log })).toBe(1);
    const [settings] = await t.db.select().from(vocabularySettings).where(eq(vocabularySettings.userId, other.user.id));
    expect(settings?.optimisedFromReviews).toBe(OPTIMISE_MIN_REVIEWS + 100);
  }, 120_000);

  it('is for signed-in, active learners only', async () => {
    expect((await t.request({ method: 'POST', url: OPTIMISE })).statusCode).toBe(401);
    const blocked = await t.createUser({ status: 'BLOCKED' });
    expect((await t.request({ method: 'POST', url: OPTIMISE, token: t.tokenFor(blocked) })).statusCode).toBe(403);
  });
});
