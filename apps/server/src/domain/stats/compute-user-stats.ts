import { DEFAULT_FAVORITE_LANGUAGE, type UserStats } from '@tolk/contracts/stats';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userStatTotals } from '../../db/schema/stats';
import type { TranslationCounter } from '../translation/translation-counter';
import { summariseTranslations } from '../translation/translation-summary';
import { readRecentActivity } from './activity-days';

/**
 * The user's statistics, computed from their rows rather than from anything the client claims:
 * counts of phrases and tracks and the practice time from the sums the triggers keep of those rows,
 * translations and the favourite language from the kept totals per target language, and the streak
 * from the days with activity of any kind the triggers note (decision 040): a few rows whatever the
 * learner's history.
 */
export async function computeUserStats(options: {
  db: Database;
  translationCounter: TranslationCounter;
  userId: string;
  now?: Date;
}): Promise<UserStats> {
  const { db, translationCounter, userId, now = new Date() } = options;
  // One row, kept by triggers in the transaction of every write (drizzle/0017, decision 037).
  const [totals] = await db.select().from(userStatTotals).where(eq(userStatTotals.userId, userId));
  const translations = await summariseTranslations(db, translationCounter, userId);
  // After the translations' summary, which writes the counts still in memory: their days are noted too.
  const activity = await readRecentActivity(db, userId, now);
  return {
    totalPhrases: totals?.phrases ?? 0,
    totalAudioTracks: totals?.tracks ?? 0,
    phrasesWithAudio: totals?.phrasesWithAudio ?? 0,
    audioTrackPhrases: totals?.trackPhrases ?? 0,
    audioTrackSeconds: Number(totals?.trackSeconds ?? 0),
    totalTranslations: translations.total,
    practiceTimeMinutes: totals?.practiceMinutes ?? 0,
    learningStreak: activity.streak,
    favoriteLanguage: translations.favouriteTarget ?? DEFAULT_FAVORITE_LANGUAGE,
    lastActivity: activity.lastAt?.toISOString() ?? null,
    lastDirection: translations.lastDirection,
  };
}
