import { z } from 'zod';
import { InterfaceLanguageCode } from './interface-languages';
import { LanguageCode } from './languages';
import { safeString } from './safe-text';

/* ------------------------------------------------------------------ statistics */

/**
 * GET study-statistics?timeZone=&interfaceLanguage=: `timeZone` (IANA, e.g. Europe/Oslo) decides where a day starts for
 * the streak; UTC when absent.
 */
export const StudyStatisticsQuery = z.object({
  /** The language the recommendations are written in. */
  interfaceLanguage: InterfaceLanguageCode.default('en'),
  timeZone: safeString('timeZone')
    .max(64, 'timeZone must be an IANA time zone such as Europe/Oslo')
    .refine(isTimeZone, 'timeZone must be an IANA time zone such as Europe/Oslo')
    .optional(),
});
export type StudyStatisticsQuery = z.input<typeof StudyStatisticsQuery>;

/** True for a time zone this runtime's Intl knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/**
 * Recommendations for the learner, grounded in their figures. source model: written by the chat
 * model named in `model`; rules: computed by the server's rules (no chat model configured, or it
 * failed). Cached per learner and day (`generatedOn`, YYYY-MM-DD, UTC).
 */
/**
 * One piece of rule-made advice as data: its kind and the learner's figures it quotes, so the web
 * words it in the interface language (a language's code under `language`).
 */
export const RecommendationRule = z.object({
  kind: z.enum([
    'add-words',
    'review-due',
    'practise-weak',
    'accuracy-low',
    'keep-streak',
    'start-streak',
    'learn-new',
    'language-focus',
  ]),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RecommendationRule = z.infer<typeof RecommendationRule>;

export const AiRecommendations = z.object({
  /** The advice in English (rules) or in the interface language (model). */
  text: z.string(),
  source: z.enum(['model', 'rules']),
  /** Added. With source rules: the same advice as data, to word in the interface language. */
  rules: z.array(RecommendationRule).optional(),
  model: z.string().optional(),
  generatedOn: z.string(),
});
export type AiRecommendations = z.infer<typeof AiRecommendations>;

export const LanguageStudyStatistics = z.object({
  language: LanguageCode,
  totalWords: z.number().int().nonnegative(),
  dueCount: z.number().int().nonnegative(),
  newCount: z.number().int().nonnegative(),
});
export type LanguageStudyStatistics = z.infer<typeof LanguageStudyStatistics>;

/**
 * The learner's figures, all from their rows: `overallAccuracy` is correct answers / answers over
 * every review log (null before the first answer: no accuracy is claimed without answers);
 * `currentStreak` counts consecutive days with at least one review, ending today or yesterday
 * (a streak is not broken until a whole day passes without review); `dueCount` cards due now;
 * `newCount` words never practised. aiRecommendations is null when none could be made (no words).
 */
export const StudyStatisticsResponse = z.object({
  success: z.literal(true),
  totalWords: z.number().int().nonnegative(),
  overallAccuracy: z.number().min(0).max(1).nullable(),
  totalReviews: z.number().int().nonnegative(),
  correctReviews: z.number().int().nonnegative(),
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  reviewedToday: z.number().int().nonnegative(),
  dueCount: z.number().int().nonnegative(),
  newCount: z.number().int().nonnegative(),
  languages: z.array(LanguageStudyStatistics),
  /** The recommendations' text (the call list's "aiRecommendations (text)"); null when none could be made. */
  aiRecommendations: z.string().nullable(),
  /** Added. The recommendations with where they came from and when. */
  aiRecommendationsDetails: AiRecommendations.nullable(),
});
export type StudyStatisticsResponse = z.infer<typeof StudyStatisticsResponse>;
