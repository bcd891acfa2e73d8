import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vocabularyReviewQuarters } from '../../db/schema/vocabulary';

/** Seconds in a quarter hour: every real time zone's offset is a whole number of them, so no quarter straddles a midnight. */
export const QUARTER_SECONDS = 900;

/** The quarter hour an answer falls in, as vocabulary_review_quarters numbers it. */
export function quarterOf(time: Date): number {
  return Math.floor(time.getTime() / 1000 / QUARTER_SECONDS);
}

/** When a numbered quarter hour starts. */
export function quarterStart(quarter: number): Date {
  return new Date(quarter * QUARTER_SECONDS * 1000);
}

/**
 * Counts one answer into its quarter hour, in the transaction that stores its review log, so the
 * statistics read a few rows per day studied however long the learner's history grows.
 */
export async function countInQuarter(
  db: Pick<Database, 'insert'>,
  answer: { userId: string; reviewedAt: Date; correct: boolean },
): Promise<void> {
  const correct = answer.correct ? 1 : 0;
  await db
    .insert(vocabularyReviewQuarters)
    .values({ userId: answer.userId, quarter: quarterOf(answer.reviewedAt), reviews: 1, correct })
    .onConflictDoUpdate({
      target: [vocabularyReviewQuarters.userId, vocabularyReviewQuarters.quarter],
      set: {
        reviews: sql`${vocabularyReviewQuarters.reviews} + 1`,
        correct: sql`${vocabularyReviewQuarters.correct} + ${correct}`,
      },
    });
}
