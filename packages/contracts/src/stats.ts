import { z } from 'zod';
import { LanguageCode } from './languages';
import { PRACTICE_MINUTES_PER_POST_MAX } from './limits';

export const statsPaths = {
  stats: '/api/user/stats',
  sync: '/api/user/stats/sync',
  practiceTime: '/api/user/stats/practice-time',
  learningStreak: '/api/user/stats/learning-streak',
} as const;

/** The language favoured before the user has translated anything (spec section 3: Norwegian). */
export const DEFAULT_FAVORITE_LANGUAGE: LanguageCode = 'no';

/** The user's statistics (spec section 3, "User stats"), computed by the server from real data. */
export const UserStats = z.object({
  totalPhrases: z.number().int().nonnegative(),
  totalAudioTracks: z.number().int().nonnegative(),
  totalTranslations: z.number().int().nonnegative(),
  practiceTimeMinutes: z.number().int().nonnegative(),
  /** Consecutive UTC calendar days with activity, ending today or yesterday. */
  learningStreak: z.number().int().nonnegative(),
  /** The most frequent target language of the user's translations; a code, the UI names it. */
  favoriteLanguage: LanguageCode,
  /** ISO time of the newest activity (translation, phrase, track, practice), or null. */
  lastActivity: z.string().nullable(),
  /** The direction of the newest translation, or null before the first. */
  lastDirection: z.object({ from: LanguageCode, to: LanguageCode }).nullable(),
});
export type UserStats = z.infer<typeof UserStats>;

export const UserStatsResponse = z.object({ success: z.literal(true), stats: UserStats });
export type UserStatsResponse = z.infer<typeof UserStatsResponse>;

export const PracticeTimeRequest = z.object({
  minutes: z
    .number({ error: 'Minutes must be a whole number from 1 to 60' })
    .int('Minutes must be a whole number from 1 to 60')
    .min(1, 'Minutes must be a whole number from 1 to 60')
    .max(PRACTICE_MINUTES_PER_POST_MAX, 'Minutes must be a whole number from 1 to 60'),
});
export type PracticeTimeRequest = z.input<typeof PracticeTimeRequest>;

/** minutesRecorded is less than posted when the hour's allowance (PRACTICE_MINUTES_PER_HOUR_MAX) ran out. */
export const PracticeTimeResponse = z.object({
  success: z.literal(true),
  minutesRecorded: z.number().int().nonnegative(),
  stats: UserStats,
});
export type PracticeTimeResponse = z.infer<typeof PracticeTimeResponse>;

/** The client's streak is validated and counts today as a day of activity, but never becomes the value. */
export const LearningStreakRequest = z.object({
  streak: z
    .number({ error: 'Streak must be a whole number, zero or more' })
    .int('Streak must be a whole number, zero or more')
    .min(0, 'Streak must be a whole number, zero or more'),
});
export type LearningStreakRequest = z.input<typeof LearningStreakRequest>;
