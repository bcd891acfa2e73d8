import { z } from 'zod';
import { LanguageCode } from './languages';
import { limitParameter } from './pagination';
import { safeString } from './safe-text';
import { StudyChanges } from './study-changes';
import { ANSWER_DURATION_MAX_MS, ReviewRating, VocabularyCard, VocabularyTranslationSource } from './vocabulary';

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
  /**
   * Added. The language of `expected` and `acceptedAnswers`: targetLanguage, or English when only the
   * lexicon's English glosses know the word (the card then asks for the answer in English).
   */
  answerLanguage: LanguageCode.optional(),
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
