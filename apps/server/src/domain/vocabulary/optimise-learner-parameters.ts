import { OPTIMISE_MIN_REVIEWS } from '@tolk/contracts/vocabulary';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { vocabularyReviewLogs, vocabularySettings } from '../../db/schema/vocabulary';
import { optimiseParameters } from './fsrs-optimiser';

export interface OptimisationOutcome {
  optimised: boolean;
  /** Why nothing changed (too few reviews, no optimiser on this platform); null when optimised. */
  reason: string | null;
  /** Review logs of words still studied: what training reads. */
  reviews: number;
}

/** One training per learner at a time in this process: a second call waits for the first's result. */
const running = new Map<string, Promise<OptimisationOutcome>>();

/**
 * Fits one learner's FSRS parameters to their review logs and stores them in their settings, which
 * the scheduler reads for every later answer. Below OPTIMISE_MIN_REVIEWS nothing is trained (the
 * defaults, fitted on millions of Anki reviews, predict a small history better than a fit to it).
 * Logs of removed words (no card to follow any more) are left out. The training runs on fsrs-rs's
 * own threads; only reading the logs and the final update touch the database.
 */
export function optimiseLearnerParameters(options: {
  db: Database;
  userId: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<OptimisationOutcome> {
  const { userId } = options;
  const earlier = running.get(userId);
  if (earlier) return earlier;
  const run = optimise(options).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

async function optimise(options: {
  db: Database;
  userId: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<OptimisationOutcome> {
  const { db, userId, log } = options;
  const ofLearner = and(eq(vocabularyReviewLogs.userId, userId), isNotNull(vocabularyReviewLogs.studyWordId));
  const [counted] = await db.select({ reviews: count() }).from(vocabularyReviewLogs).where(ofLearner);
  const reviews = counted?.reviews ?? 0;
  if (reviews < OPTIMISE_MIN_REVIEWS) {
    return {
      optimised: false,
      reason: `Optimisation needs ${OPTIMISE_MIN_REVIEWS} reviews; there are ${reviews}. The default parameters stay.`,
      reviews,
    };
  }
  const rows = await db
    .select({
      cardId: vocabularyReviewLogs.studyWordId,
      rating: vocabularyReviewLogs.rating,
      reviewedAt: vocabularyReviewLogs.reviewedAt,
    })
    .from(vocabularyReviewLogs)
    .where(ofLearner)
    .orderBy(asc(vocabularyReviewLogs.studyWordId), asc(vocabularyReviewLogs.reviewedAt), asc(vocabularyReviewLogs.id));

  let parameters: number[];
  const started = performance.now();
  try {
    ({ parameters } = await optimiseParameters(rows.map((row) => ({ ...row, cardId: row.cardId ?? '' }))));
  } catch (error) {
    log.warn({ err: error, userId }, 'FSRS optimisation failed; the learner keeps their parameters');
    return { optimised: false, reason: 'No FSRS optimiser could run on this server; the parameters stay.', reviews };
  }
  const now = new Date();
  await db
    .insert(vocabularySettings)
    .values({ userId, fsrsParameters: parameters, optimisedAt: now, optimisedFromReviews: reviews, updatedAt: now })
    .onConflictDoUpdate({
      target: vocabularySettings.userId,
      set: { fsrsParameters: parameters, optimisedAt: now, optimisedFromReviews: reviews, updatedAt: now },
    });
  log.info({ userId, reviews, ms: Math.round(performance.now() - started) }, 'FSRS parameters optimised');
  return { optimised: true, reason: null, reviews };
}
