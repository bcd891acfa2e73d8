import { z } from 'zod';
import { InterfaceLanguageCode } from './interface-languages';
import { LanguageCode } from './languages';
import { limitParameter } from './pagination';
import { safeString } from './safe-text';
import { VOCABULARY_TOPIC_MAX_LENGTH } from './vocabulary-words';
import { CefrLevel, DifficultyLevel } from './word-levels';

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
