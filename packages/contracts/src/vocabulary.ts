import { z } from 'zod';
import { AudioTrack, TrackName } from './audio-tracks';
import { LanguageCode } from './languages';
import { CursorPageQuery, cursorPage } from './pagination';
import { safeString } from './safe-text';
import { DifficultyLevel } from './word-levels';
/**
 * The vocabulary trainer: every study-list word is an FSRS card, every answer a review
 * log row. Its endpoints (endpoints/vocabulary.ts) stay under the unified dictionary's prefix,
 * the ones this product adds too, so the whole slice is one prefix.
 */

/* ------------------------------------------------------------------ FSRS */

/** Desired retention: the probability of recall FSRS schedules each review for. */
export const DESIRED_RETENTION_DEFAULT = 0.9;
/** Anki's bounds: below 0.7 reviews come too rarely to learn, above 0.99 the workload explodes. */
export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.99;

/**
 * Answer-time thresholds of the rating mapping (docs/decisions/021): a correct typed answer
 * faster than EASY is Easy, slower than HARD is Hard, Good in between or when no time is sent.
 * Wrong and revealed answers are Again whatever the time.
 */
export const ANSWER_EASY_BELOW_MS = 4_000;
export const ANSWER_HARD_ABOVE_MS = 15_000;
/** The longest answer time accepted: one hour (longer is a tab left open; clamp rather than refuse). */
export const ANSWER_DURATION_MAX_MS = 3_600_000;

/** The four FSRS ratings (ts-fsrs Rating 1 to 4), lowercase on the wire. */
export const ReviewRating = z.enum(['again', 'hard', 'good', 'easy']);
export type ReviewRating = z.infer<typeof ReviewRating>;

/** FSRS card states (ts-fsrs State 0 to 3). `new`: never answered. */
export const CardState = z.enum(['new', 'learning', 'review', 'relearning']);
export type CardState = z.infer<typeof CardState>;

/** How an answer was given: typed in practice, spoken in spoken practice, used in a dialogue. */
export const ReviewSource = z.enum(['typed', 'spoken', 'dialogue']);
export type ReviewSource = z.infer<typeof ReviewSource>;

/** A word's FSRS card as the learner may see it. */
export const VocabularyCard = z.object({
  state: CardState,
  /** When the word is next due (ISO). A new card is due from the moment it was created. */
  due: z.string(),
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  /** Days the last review scheduled (0 while learning in minutes). */
  scheduledDays: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  lastReview: z.string().nullable(),
});
export type VocabularyCard = z.infer<typeof VocabularyCard>;

/** Where the translation of a word came from: hand: the learner typed it when adding the word. */
export const VocabularyTranslationSource = z.enum(['hand', 'lexicon', 'translation', 'generated']);
export type VocabularyTranslationSource = z.infer<typeof VocabularyTranslationSource>;

/** How a word came onto the study list. */
export const VocabularyWordOrigin = z.enum(['lookup', 'hand', 'suggestion']);
export type VocabularyWordOrigin = z.infer<typeof VocabularyWordOrigin>;

/**
 * A study-list word with the trainer's labels (docs/product.md, Vocabulary). The list
 * never calls a translation engine: `translation` is the learner's own (added by hand) or the
 * lexicon's gloss, null when neither exists.
 */
export const VocabularyWord = z.object({
  id: z.string().uuid(),
  word: z.string(),
  language: LanguageCode,
  partOfSpeech: z.string().nullable(),
  translation: z.object({ language: LanguageCode, text: z.string(), source: VocabularyTranslationSource }).nullable(),
  /** The first gloss of the lexicon, or the learner's own definition. */
  definition: z.string().nullable(),
  example: z.string().nullable(),
  topic: z.string().nullable(),
  difficultyLevel: DifficultyLevel.nullable(),
  origin: VocabularyWordOrigin,
  /** Answers given (typed, spoken or in a dialogue). */
  reviewCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  /** correctCount / reviewCount, null before the first answer. */
  accuracy: z.number().min(0).max(1).nullable(),
  /** Correct answers in a row, most recent first (0 after a wrong one). */
  streak: z.number().int().nonnegative(),
  /** The next review (ISO): the card's due; for a word never practised, when it was added. */
  nextReviewAt: z.string(),
  lastReviewedAt: z.string().nullable(),
  card: VocabularyCard,
  viewCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type VocabularyWord = z.infer<typeof VocabularyWord>;

export const VocabularyWordIdParams = z.object({ id: safeString('Word id').uuid('Word id must be a UUID') });
export type VocabularyWordIdParams = z.infer<typeof VocabularyWordIdParams>;

/* ------------------------------------------------------------------ lists */

/** GET vocabulary-words and words-due-for-review: one language or all, paged by cursor. */
export const VocabularyWordsQuery = CursorPageQuery.extend({ language: LanguageCode.optional() });
export type VocabularyWordsQuery = z.input<typeof VocabularyWordsQuery>;

/** The study list with labels, newest first, and how many words the filter holds in all. */
export const VocabularyWordsResponse = cursorPage({
  success: z.literal(true),
  words: z.array(VocabularyWord),
  total: z.number().int().nonnegative(),
});
export type VocabularyWordsResponse = z.infer<typeof VocabularyWordsResponse>;

export const WordsDueForReviewQuery = VocabularyWordsQuery;
export type WordsDueForReviewQuery = z.input<typeof WordsDueForReviewQuery>;

/**
 * Words whose card is due now, most overdue first (new words, never practised, are not "due for
 * review": practice-words serves them after the due ones). `totalDue` counts all due cards.
 */
export const WordsDueForReviewResponse = cursorPage({
  success: z.literal(true),
  words: z.array(VocabularyWord),
  totalDue: z.number().int().nonnegative(),
});
export type WordsDueForReviewResponse = z.infer<typeof WordsDueForReviewResponse>;

/* ------------------------------------------------------------------ settings */

/** The most FSRS parameters a learner's set has (FSRS-6: 21). */
export const FSRS_PARAMETERS_MAX = 32;
/** Review logs a learner needs before their parameters are optimised (fewer fit noise). */
export const OPTIMISE_MIN_REVIEWS = 400;

export const VocabularySettings = z.object({
  desiredRetention: z.number().min(DESIRED_RETENTION_MIN).max(DESIRED_RETENTION_MAX),
  /** The learner's optimised FSRS parameters; null: ts-fsrs's defaults. */
  parameters: z.array(z.number()).nullable(),
  optimisedAt: z.string().nullable(),
  /** Review logs the current parameters were fitted on (null when not optimised). */
  optimisedFromReviews: z.number().int().nonnegative().nullable(),
  /** Review logs the learner has now, and how many optimisation needs. */
  reviewCount: z.number().int().nonnegative(),
  optimiseMinReviews: z.number().int().positive(),
});
export type VocabularySettings = z.infer<typeof VocabularySettings>;

export const VocabularySettingsResponse = z.object({ success: z.literal(true), settings: VocabularySettings });
export type VocabularySettingsResponse = z.infer<typeof VocabularySettingsResponse>;

/** PUT vocabulary-settings: desired retention 0.7–0.99; future reviews use it, past due dates stay. */
export const UpdateVocabularySettingsRequest = z.object({
  desiredRetention: z
    .number({ error: `desiredRetention must be a number from ${DESIRED_RETENTION_MIN} to ${DESIRED_RETENTION_MAX}` })
    .min(DESIRED_RETENTION_MIN, `desiredRetention must be at least ${DESIRED_RETENTION_MIN}`)
    .max(DESIRED_RETENTION_MAX, `desiredRetention must be at most ${DESIRED_RETENTION_MAX}`),
});
export type UpdateVocabularySettingsRequest = z.input<typeof UpdateVocabularySettingsRequest>;

/**
 * POST vocabulary-settings/optimise: fits the learner's parameters from their review logs. optimised
 * false with `reason` when there are too few reviews or no optimiser runs here (defaults stay).
 */
export const OptimiseParametersResponse = z.object({
  success: z.literal(true),
  optimised: z.boolean(),
  reason: z.string().nullable(),
  settings: VocabularySettings,
});
export type OptimiseParametersResponse = z.infer<typeof OptimiseParametersResponse>;

/* ------------------------------------------------------------------ daily review track */

export const REVIEW_TRACK_WORDS_DEFAULT = 30;
export const REVIEW_TRACK_WORDS_MAX = 100;

/**
 * POST review-track: today's due words (then new ones, up to `limit`) of `sourceLanguage` rendered
 * as an audio track: word, pause, translation into `targetLanguage`, through the track renderer.
 * It is saved as one of the learner's audio tracks (400 EMPTY_AUDIO_TRACK_MESSAGE when no word).
 */
export const ReviewTrackRequest = z.object({
  sourceLanguage: LanguageCode.optional(),
  targetLanguage: LanguageCode,
  limit: z
    .number({ error: `limit must be a whole number from 1 to ${REVIEW_TRACK_WORDS_MAX}` })
    .int(`limit must be a whole number from 1 to ${REVIEW_TRACK_WORDS_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${REVIEW_TRACK_WORDS_MAX}`)
    .max(REVIEW_TRACK_WORDS_MAX, `limit must be a whole number from 1 to ${REVIEW_TRACK_WORDS_MAX}`)
    .default(REVIEW_TRACK_WORDS_DEFAULT),
  /**
   * Added. The track's name as the learner's interface writes it (its word for review and the date
   * in its locale); absent: 'Review YYYY-MM-DD'.
   */
  name: TrackName.optional(),
});
export type ReviewTrackRequest = z.input<typeof ReviewTrackRequest>;

export const ReviewTrackResponse = z.object({
  success: z.literal(true),
  track: AudioTrack,
  wordCount: z.number().int().nonnegative(),
});
export type ReviewTrackResponse = z.infer<typeof ReviewTrackResponse>;

/* ------------------------------------------------------------------ export */

/**
 * csv: a file Anki's importer reads (Basic notes, deck Tolk), with the FSRS state in columns of its
 * own. No .apkg (decision 022): no maintained npm package writes one on Node 20 here.
 */
export const VocabularyExportFormat = z.enum(['csv'], { error: 'format must be csv' });
export type VocabularyExportFormat = z.infer<typeof VocabularyExportFormat>;

/** GET export: the whole study list (one language or all) as a download (Content-Disposition: attachment). */
export const VocabularyExportQuery = z.object({
  format: VocabularyExportFormat.default('csv'),
  language: LanguageCode.optional(),
  translationLanguage: LanguageCode.optional(),
});
export type VocabularyExportQuery = z.input<typeof VocabularyExportQuery>;

export const VOCABULARY_EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
} as const;
