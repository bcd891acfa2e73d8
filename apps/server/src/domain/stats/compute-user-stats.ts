import { DEFAULT_FAVORITE_LANGUAGE, type UserStats } from '@tolk/contracts/stats';
import { count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import { phrases } from '../../db/schema/phrases';
import { practiceSessions } from '../../db/schema/stats';
import type { TranslationCounter } from '../translation/translation-counter';
import { summariseTranslations } from '../translation/translation-summary';
import { readActivityDays } from './activity-days';
import { learningStreak } from './learning-streak';

/**
 * The user's statistics, computed from their rows rather than from anything the client claims:
 * counts of phrases and tracks, translations and the favourite language from the translation
 * counters, practice time summed from the posted sessions, and the streak from the days with
 * activity of any kind.
 */
export async function computeUserStats(options: {
  db: Database;
  translationCounter: TranslationCounter;
  userId: string;
  now?: Date;
}): Promise<UserStats> {
  const { db, translationCounter, userId, now = new Date() } = options;
  const [phraseCount] = await db
    .select({
      value: count(),
      withAudio: count(sql`coalesce(${phrases.originalAudioKey}, ${phrases.translatedAudioKey})`),
    })
    .from(phrases)
    .where(eq(phrases.userId, userId));
  const [trackCount] = await db
    .select({
      value: count(),
      phrases: sum(audioTracks.phraseCount).mapWith(Number),
      seconds: sum(audioTracks.durationSeconds).mapWith(Number),
    })
    .from(audioTracks)
    .where(eq(audioTracks.userId, userId));
  const [practice] = await db
    .select({ minutes: sum(practiceSessions.minutes).mapWith(Number) })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId));
  const translations = await summariseTranslations(db, translationCounter, userId);
  const activity = await readActivityDays(db, userId);

  const times = [...activity.map((day) => day.lastAt.getTime()), translations.lastAt?.getTime() ?? 0];
  const lastActivity = Math.max(...times);
  return {
    totalPhrases: phraseCount?.value ?? 0,
    totalAudioTracks: trackCount?.value ?? 0,
    phrasesWithAudio: phraseCount?.withAudio ?? 0,
    audioTrackPhrases: trackCount?.phrases ?? 0,
    audioTrackSeconds: trackCount?.seconds ?? 0,
    totalTranslations: translations.total,
    practiceTimeMinutes: practice?.minutes ?? 0,
    learningStreak: learningStreak([...activity.map((day) => day.day), ...translations.activeDays], now),
    favoriteLanguage: translations.favouriteTarget ?? DEFAULT_FAVORITE_LANGUAGE,
    lastActivity: lastActivity > 0 ? new Date(lastActivity).toISOString() : null,
    lastDirection: translations.lastDirection,
  };
}
