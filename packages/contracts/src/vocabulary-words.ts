import { z } from 'zod';
import { DictionaryWord, DifficultyLevel } from './dictionary';
import { LanguageCode } from './languages';
import { safeString } from './safe-text';
import { StudyChanges } from './study-changes';
import { VocabularyWord } from './vocabulary';

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
