import { z } from 'zod';
import { AudioTrack } from './audio-tracks';
import { CefrLevel, DictionaryWord, DifficultyLevel, InterfaceLanguageCode } from './dictionary';
import { LanguageCode } from './languages';
import { CursorPageQuery, cursorPage, limitParameter } from './pagination';
import { safeString } from './safe-text';
import { StudyChanges } from './study-changes';

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

/* ------------------------------------------------------------------ practice */

/** Words one practice session loads when none is named (docs/product.md, Vocabulary), and the most one may ask for. */
export const PRACTICE_WORDS_DEFAULT = 10;
export const PRACTICE_WORDS_MAX = 50;

/**
 * GET practice-words: the words to practise from `sourceLanguage` (all the learner's languages when
 * absent; words already in targetLanguage are skipped) into `targetLanguage`.
 */
export const PracticeWordsQuery = z.object({
  limit: limitParameter(PRACTICE_WORDS_MAX, PRACTICE_WORDS_DEFAULT),
  sourceLanguage: LanguageCode.optional(),
  targetLanguage: LanguageCode,
});
export type PracticeWordsQuery = z.input<typeof PracticeWordsQuery>;

/**
 * A word to practise: shown `word` (in `language`), answered in `targetLanguage`. The typed answer
 * is right when, trimmed and case-insensitive (docs/product.md, Vocabulary: Practice), it equals `expected` or one of
 * `acceptedAnswers` (the other glosses/translations; `expected` is always the first of them).
 */
export const PracticeWord = z.object({
  id: z.string().uuid(),
  word: z.string(),
  language: LanguageCode,
  targetLanguage: LanguageCode,
  expected: z.string(),
  acceptedAnswers: z.array(z.string()).min(1),
  /** Where `expected` came from (translation: the engines, translation memory first). */
  expectedSource: VocabularyTranslationSource,
  partOfSpeech: z.string().nullable(),
  definition: z.string().nullable(),
  example: z.string().nullable(),
  /** due: the card is due for review; new: never practised. */
  kind: z.enum(['due', 'new']),
  card: VocabularyCard,
  /** The word spoken (GET, bearer): the dictionary's audio/{id}?language=. */
  audioUrl: z.string(),
});
export type PracticeWord = z.infer<typeof PracticeWord>;

/**
 * Due words first (most overdue first), then new ones (oldest added first), up to `limit`. A word
 * nothing can translate into targetLanguage (no gloss in it, no engine for the pair) is left out
 * and counted in `untranslatable`; when every candidate was left out for that reason the call is
 * 503 ENGINE_UNAVAILABLE naming the translation engine to configure. An empty `words` with
 * untranslatable 0 means nothing is due or new ('Нет слов для практики').
 */
export const PracticeWordsResponse = z.object({
  success: z.literal(true),
  words: z.array(PracticeWord),
  dueCount: z.number().int().nonnegative(),
  newCount: z.number().int().nonnegative(),
  untranslatable: z.number().int().nonnegative(),
});
export type PracticeWordsResponse = z.infer<typeof PracticeWordsResponse>;

const BooleanText = (label: string) =>
  safeString(label, { error: `${label} must be true or false` }).pipe(
    z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((value) => value === 'true'),
  );

/** An answer time in milliseconds, as query or form text; clamped to ANSWER_DURATION_MAX_MS. */
const DurationMs = safeString('durationMs', { error: 'durationMs must be a whole number of milliseconds' })
  .regex(/^\s*\d+\s*$/, 'durationMs must be a whole number of milliseconds')
  .pipe(
    z.coerce
      .number<string>({ error: 'durationMs must be a whole number of milliseconds' })
      .int('durationMs must be a whole number of milliseconds')
      .min(0, 'durationMs must not be negative')
      .transform((value) => Math.min(value, ANSWER_DURATION_MAX_MS)),
  );

/**
 * POST practice-result/{id}?isCorrect=true|false (anything else 400), optional `durationMs` (the
 * time from showing the word to the answer; clamped to ANSWER_DURATION_MAX_MS) and `revealed=true`
 * when the learner revealed the answer (counts as Again). The mapping: docs/decisions/021.
 */
export const PracticeResultQuery = z.object({
  isCorrect: BooleanText('isCorrect'),
  durationMs: DurationMs.optional(),
  revealed: BooleanText('revealed').optional(),
});
export type PracticeResultQuery = z.input<typeof PracticeResultQuery>;

/** The review as scheduled: the rating the answer mapped to and the card after it. */
export const ReviewOutcome = z.object({
  rating: ReviewRating,
  card: VocabularyCard,
  /** The next review (ISO), the card's new due. */
  nextReviewAt: z.string(),
  /** Added. The cards of the word's language changed. */
  changes: StudyChanges,
});
export type ReviewOutcome = z.infer<typeof ReviewOutcome>;

export const PracticeResultResponse = ReviewOutcome.extend({
  success: z.literal(true),
  id: z.string().uuid(),
  isCorrect: z.boolean(),
});
export type PracticeResultResponse = z.infer<typeof PracticeResultResponse>;

/**
 * Multipart fields of speech-review/{id} besides the `audio` file (WAV, as the other recordings).
 * expectedLanguage is the language the learner speaks: the word's own language (pronounce the
 * word), or another one (say its translation, checked as practice-words would).
 */
export const SpeechReviewFields = z.object({
  expectedLanguage: LanguageCode,
  durationMs: DurationMs.optional(),
});
export type SpeechReviewFields = z.input<typeof SpeechReviewFields>;

/**
 * The spoken answer: what the recogniser heard, whether it matches after normalisation (case,
 * punctuation, whitespace, and diacritics in the languages that ignore them: docs/product.md,
 * Vocabulary), and `confidence` 0–1: how close the recognised text is to the expected one
 * (1 − normalised edit distance), since recognisers report no per-word confidence.
 */
export const SpeechReviewResponse = ReviewOutcome.extend({
  success: z.literal(true),
  id: z.string().uuid(),
  isCorrect: z.boolean(),
  recognizedText: z.string(),
  expectedText: z.string(),
  confidence: z.number().min(0).max(1),
  engine: z.string(),
});
export type SpeechReviewResponse = z.infer<typeof SpeechReviewResponse>;

/** The longest recognised answer heard-review accepts: a word or a short phrase, with room to spare. */
export const HEARD_TEXT_MAX_LENGTH = 500;

/**
 * POST heard-review/{id}: a spoken answer the browser recognised itself (the Web Speech API, the
 * last recognition engine when the server has none for the language: docs/product.md, Vocabulary).
 * The text is compared and the card reviewed exactly as speech-review's recording would be.
 */
export const HeardReviewBody = z.object({
  expectedLanguage: LanguageCode,
  recognizedText: safeString('recognizedText', { error: 'recognizedText is required' })
    .trim()
    .min(1, 'recognizedText is required')
    .max(HEARD_TEXT_MAX_LENGTH, `recognizedText must be at most ${HEARD_TEXT_MAX_LENGTH} characters`),
  durationMs: z
    .number()
    .int()
    .min(0)
    .transform((value) => Math.min(value, ANSWER_DURATION_MAX_MS))
    .optional(),
});
export type HeardReviewBody = z.input<typeof HeardReviewBody>;

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
export const AiRecommendations = z.object({
  text: z.string(),
  source: z.enum(['model', 'rules']),
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

/* ------------------------------------------------------------------ add / remove */

export const VOCABULARY_TRANSLATION_MAX_LENGTH = 200;
export const VOCABULARY_DEFINITION_MAX_LENGTH = 1000;
export const VOCABULARY_EXAMPLE_MAX_LENGTH = 1000;
export const VOCABULARY_TOPIC_MAX_LENGTH = 100;

const optionalText = (label: string, max: number) =>
  safeString(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/**
 * POST words: a word added by hand. `translation` needs `translationLanguage`. A word already on the
 * list (same language and headword) is not duplicated: the fields given replace its own, 200 with
 * created false; a new one is 201 with created true. Like every study word it is new (due from
 * when it was added) until its first answer creates its FSRS card (docs/decisions/021).
 */
export const AddVocabularyWordRequest = z
  .object({
    word: DictionaryWord,
    language: LanguageCode,
    translation: optionalText('Translation', VOCABULARY_TRANSLATION_MAX_LENGTH),
    translationLanguage: LanguageCode.optional(),
    definition: optionalText('Definition', VOCABULARY_DEFINITION_MAX_LENGTH),
    example: optionalText('Example', VOCABULARY_EXAMPLE_MAX_LENGTH),
    topic: optionalText('Topic', VOCABULARY_TOPIC_MAX_LENGTH),
    difficultyLevel: DifficultyLevel.optional(),
    /** suggestion: added from find-new-words (kept as the word's origin). */
    origin: z.enum(['hand', 'suggestion']).default('hand'),
  })
  .refine((body) => body.translation === undefined || body.translationLanguage !== undefined, {
    path: ['translationLanguage'],
    message: 'Choose the language of the translation',
  });
export type AddVocabularyWordRequest = z.input<typeof AddVocabularyWordRequest>;

export const AddVocabularyWordResponse = z.object({
  success: z.literal(true),
  created: z.boolean(),
  word: VocabularyWord,
  /** The study list of the word's language changed, when the word is new on it. */
  changes: StudyChanges,
});
export type AddVocabularyWordResponse = z.infer<typeof AddVocabularyWordResponse>;

/** The study list (and cards) of the removed word's language changed. */
export const RemoveVocabularyWordResponse = z.object({ success: z.literal(true), changes: StudyChanges });
export type RemoveVocabularyWordResponse = z.infer<typeof RemoveVocabularyWordResponse>;

/* ------------------------------------------------------------------ find new words */

export const WORD_SUGGESTIONS_DEFAULT = 10;
export const WORD_SUGGESTIONS_MAX = 30;

/**
 * GET word-suggestions: new words (not on the learner's list) in `language`, at `difficulty`
 * (from frequency rank and CEFR level, as the dictionary derives difficultyLevel) or exactly at
 * `cefrLevel` where a graded list has the word, about `topic` when given: through the chat model
 * when configured; frequency data says nothing of topics, so without one the topic is not applied
 * and `topicApplied` says so.
 */
export const WordSuggestionsQuery = z.object({
  language: LanguageCode,
  difficulty: DifficultyLevel.optional(),
  /** Added by decision 022: a CEFR level instead of one of the four difficulty levels (wins over it). */
  cefrLevel: CefrLevel.optional(),
  topic: safeString('Topic')
    .trim()
    .max(VOCABULARY_TOPIC_MAX_LENGTH, `Topic must be at most ${VOCABULARY_TOPIC_MAX_LENGTH} characters`)
    .optional(),
  interfaceLanguage: InterfaceLanguageCode.default('en'),
  limit: limitParameter(WORD_SUGGESTIONS_MAX, WORD_SUGGESTIONS_DEFAULT),
});
export type WordSuggestionsQuery = z.input<typeof WordSuggestionsQuery>;

export const WordSuggestion = z.object({
  word: z.string(),
  language: LanguageCode,
  partOfSpeech: z.string().nullable(),
  definition: z.string().nullable(),
  /** Into interfaceLanguage, null when nothing could translate it. */
  translation: z.string().nullable(),
  difficultyLevel: DifficultyLevel.nullable(),
  frequencyRank: z.number().int().positive().nullable(),
  cefrLevel: CefrLevel.nullable(),
  topic: z.string().nullable(),
  /** frequency/cefr: chosen from open data; model: proposed by the chat model (checked against the lexicon). */
  source: z.enum(['frequency', 'cefr', 'model']),
});
export type WordSuggestion = z.infer<typeof WordSuggestion>;

export const WordSuggestionsResponse = z.object({
  success: z.literal(true),
  suggestions: z.array(WordSuggestion),
  /** data: open frequency and CEFR lists only; model: the chat model chose among or beside them. */
  source: z.enum(['data', 'model']),
  model: z.string().optional(),
  /** True when the words were chosen for the topic asked; false when none was asked or it could not be applied (no chat model). */
  topicApplied: z.boolean(),
});
export type WordSuggestionsResponse = z.infer<typeof WordSuggestionsResponse>;

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
