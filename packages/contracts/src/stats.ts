import { z } from 'zod';
import { LanguageCode } from './languages';
import { PRACTICE_MINUTES_PER_POST_MAX } from './limits';

/** The language favoured before the user has translated anything: Norwegian. */
export const DEFAULT_FAVORITE_LANGUAGE: LanguageCode = 'no';

/** The user's statistics (docs/product.md, Stats), computed by the server from real data. */
export const UserStats = z.object({
  totalPhrases: z.number().int().nonnegative(),
  totalAudioTracks: z.number().int().nonnegative(),
  /** Saved phrases with a clip (original or translation): the lists are paged, so the screens count here. */
  phrasesWithAudio: z.number().int().nonnegative(),
  /** Phrases (or synced clips) across all the user's audio tracks. */
  audioTrackPhrases: z.number().int().nonnegative(),
  /** Seconds of all the user's audio tracks together. */
  audioTrackSeconds: z.number().nonnegative(),
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

/** How many events GET /api/user/stats/progress lists as recent activity, newest first. */
export const RECENT_ACTIVITY_LIMIT = 8;

/**
 * The user's figures for one language: every language that appears in their saved phrases
 * (on either side), as the target of their translations, or on their study list.
 */
export const LanguageProgress = z.object({
  language: LanguageCode,
  /** Saved phrases with this language on either side (a phrase counts once). */
  phrases: z.number().int().nonnegative(),
  /** Of those, phrases translated into this language. */
  phrasesAsTarget: z.number().int().nonnegative(),
  /** Of those, phrases translated from this language. */
  phrasesAsSource: z.number().int().nonnegative(),
  /**
   * Distinct words written in this language across the saved phrases: the words (runs of
   * letters and digits; for Japanese, Chinese and Thai the segments of Intl.Segmenter) of the
   * original text of phrases from it and of the translated text of phrases into it, lower-cased.
   * Not what the learner studies: /home shows `studyWords` as "Words studied".
   */
  wordsStudied: z.number().int().nonnegative(),
  /**
   * Words on the learner's study list in this language (added by a dictionary look-up, by hand or
   * from a suggestion), answered or not: the vocabulary trainer's list, English included.
   */
  studyWords: z.number().int().nonnegative(),
  /** Translations made into this language (text and speech). */
  translations: z.number().int().nonnegative(),
});
export type LanguageProgress = z.infer<typeof LanguageProgress>;

/** One real event of the user's, with when it happened (ISO time). */
export const ActivityEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('phrase'),
    at: z.string(),
    text: z.string(),
    from: LanguageCode,
    to: LanguageCode,
  }),
  z.object({
    kind: z.literal('audioTrack'),
    at: z.string(),
    name: z.string(),
    /** The phrases' target language; null for a trainer synced from the browser. */
    language: LanguageCode.nullable(),
  }),
  /** The translations of one UTC day in one direction; `at` is the newest of them. */
  z.object({
    kind: z.literal('translations'),
    at: z.string(),
    count: z.number().int().positive(),
    from: LanguageCode,
    to: LanguageCode,
  }),
  /** The practice minutes of one UTC day; `at` is the newest post. */
  z.object({
    kind: z.literal('practice'),
    at: z.string(),
    minutes: z.number().int().positive(),
  }),
]);
export type ActivityEvent = z.infer<typeof ActivityEvent>;

/** Per-language figures and recent activity for the /home statistics dashboard, from real data. */
export const UserProgress = z.object({
  /** Most phrases first, then most translations, then by code. */
  languages: z.array(LanguageProgress),
  /** At most RECENT_ACTIVITY_LIMIT events, newest first. */
  recentActivity: z.array(ActivityEvent).max(RECENT_ACTIVITY_LIMIT),
});
export type UserProgress = z.infer<typeof UserProgress>;

export const UserProgressResponse = z.object({ success: z.literal(true), progress: UserProgress });
export type UserProgressResponse = z.infer<typeof UserProgressResponse>;
