import { DESIRED_RETENTION_DEFAULT, OPTIMISE_MIN_REVIEWS, type VocabularySettings } from '@tolk/contracts/vocabulary';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vocabularyReviewLogs, vocabularySettings } from '../../db/schema/vocabulary';
import type { LearnerScheduling } from './fsrs-scheduler';

/** The learner's scheduling settings; the defaults (retention 0.9, ts-fsrs's parameters) until they change one. */
export async function learnerScheduling(db: Database, userId: string): Promise<LearnerScheduling> {
  const [row] = await db
    .select({ desiredRetention: vocabularySettings.desiredRetention, parameters: vocabularySettings.fsrsParameters })
    .from(vocabularySettings)
    .where(eq(vocabularySettings.userId, userId));
  return { desiredRetention: row?.desiredRetention ?? DESIRED_RETENTION_DEFAULT, parameters: row?.parameters ?? null };
}

/** The settings as the API shows them, with how many answers the learner has given for optimisation. */
export async function readVocabularySettings(db: Database, userId: string): Promise<VocabularySettings> {
  const [[row], [logs]] = await Promise.all([
    db.select().from(vocabularySettings).where(eq(vocabularySettings.userId, userId)),
    db.select({ count: count() }).from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.userId, userId)),
  ]);
  return {
    desiredRetention: row?.desiredRetention ?? DESIRED_RETENTION_DEFAULT,
    parameters: row?.fsrsParameters ?? null,
    optimisedAt: row?.optimisedAt?.toISOString() ?? null,
    optimisedFromReviews: row?.optimisedFromReviews ?? null,
    reviewCount: Number(logs?.count ?? 0),
    optimiseMinReviews: OPTIMISE_MIN_REVIEWS,
  };
}

/**
 * Sets the learner's desired retention. Cards keep the due dates already scheduled; each next
 * answer is scheduled for the new retention (rescheduling every card at once would pile them up).
 */
export async function updateDesiredRetention(options: {
  db: Database;
  userId: string;
  desiredRetention: number;
}): Promise<VocabularySettings> {
  const { db, userId, desiredRetention } = options;
  await db
    .insert(vocabularySettings)
    .values({ userId, desiredRetention })
    .onConflictDoUpdate({ target: vocabularySettings.userId, set: { desiredRetention, updatedAt: sql`now()` } });
  return readVocabularySettings(db, userId);
}
