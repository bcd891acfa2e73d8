import { z } from 'zod';
import { isClickableWord, WORD_MAX_LENGTH, WORD_MIN_LENGTH } from './dictionary-word';
import { InterfaceLanguageCode } from './interface-languages';
import { LanguageCode } from './languages';
import { CursorPageQuery } from './pagination';
import { safeString } from './safe-text';
import { StudyChanges } from './study-changes';
import { CefrLevel, DifficultyLevel } from './word-levels';

// Declared beside what they describe, so a contract that needs only them does not bring in the dictionary's
// schemas (every schema of an imported module is in the web's bundle: scripts/check-bundle-budget.mjs).
export { InterfaceLanguageCode } from './interface-languages';
export { CefrLevel, DifficultyLevel } from './word-levels';

/** Everything the dictionary answers lives under this prefix (the unified dictionary of docs/product.md). */
export const dictionaryPaths = {
  entry: (word: string) => `/api/unified-dictionary/entry/${encodeURIComponent(word)}`,
  checkStudying: (word: string) => `/api/unified-dictionary/check-studying/${encodeURIComponent(word)}`,
  /** Which of many words of one text are studied, in one call (the clickable text marks them). */
  studiedWords: '/api/unified-dictionary/studied-words',
  userWords: '/api/unified-dictionary/user-words',
  audio: (id: string) => `/api/unified-dictionary/audio/${id}`,
  /** The open dictionaries this server answers from, with the attribution their licences require. */
  sources: '/api/unified-dictionary/sources',
} as const;

/** The word rule lives in dictionary-word.ts (see there why); it is part of this contract too. */
export { isClickableWord, WORD_MAX_LENGTH, WORD_MIN_LENGTH };

/** Words one studied-words call may ask about: a long translation's distinct words. */
export const STUDIED_WORDS_MAX = 300;

export const WORD_RULE_MESSAGE = `A word must be ${WORD_MIN_LENGTH} to ${WORD_MAX_LENGTH} characters long and contain a letter`;

/** A word as a path parameter or body field: trimmed, then held to isClickableWord. */
export const DictionaryWord = safeString('Word', { error: 'Word is required' })
  .trim()
  .refine(isClickableWord, { message: WORD_RULE_MESSAGE });

export const DictionaryWordParams = z.object({ word: DictionaryWord });
export type DictionaryWordParams = z.input<typeof DictionaryWordParams>;

/** GET entry/{word}?language=&interfaceLanguage=: the word's language, and the learner's for translations. */
export const DictionaryEntryQuery = z.object({
  language: LanguageCode,
  interfaceLanguage: InterfaceLanguageCode.default('en'),
});
export type DictionaryEntryQuery = z.input<typeof DictionaryEntryQuery>;

export const CheckStudyingQuery = z.object({ language: LanguageCode });
export type CheckStudyingQuery = z.input<typeof CheckStudyingQuery>;

/** One meaning of the word: its gloss (in the dictionary's language, English for most) and examples. */
export const DictionarySense = z.object({
  partOfSpeech: z.string().nullable(),
  gloss: z.string(),
  examples: z.array(z.string()),
});
export type DictionarySense = z.infer<typeof DictionarySense>;

/** A stretch of Japanese text and its reading in hiragana, null when the text is kana already. */
export const FuriganaSegment = z.object({ text: z.string(), reading: z.string().nullable() });
export type FuriganaSegment = z.infer<typeof FuriganaSegment>;

export const Pronunciation = z.object({
  /** IPA without slashes, or null when no source could give one. */
  ipa: z.string().nullable(),
  /** lexicon: the dictionary file's transcription; espeak: computed offline by eSpeak NG. */
  ipaSource: z.enum(['lexicon', 'espeak']).nullable(),
  /** Japanese only: the whole word's reading in hiragana. */
  reading: z.string().nullable(),
  /** Japanese only: the word in segments with their readings, to show as furigana. */
  furigana: z.array(FuriganaSegment).nullable(),
});
export type Pronunciation = z.infer<typeof Pronunciation>;

/**
 * The pronunciation as the text the call list's entry has: the Japanese reading, then the IPA
 * between slashes ('きょう /kʲoː/', '/buːk/'); empty when no source could give either.
 */
export function pronunciationText(pronunciation: Pronunciation): string {
  const parts = [pronunciation.reading, pronunciation.ipa ? `/${pronunciation.ipa}/` : null];
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}

/**
 * The word in another language. lexicon: a gloss of the open dictionary; translation: our translation
 * engines; generated: written by the chat model (marked as such in the interface).
 */
export const WordTranslation = z.object({
  language: LanguageCode,
  text: z.string(),
  source: z.enum(['lexicon', 'translation', 'generated']),
});
export type WordTranslation = z.infer<typeof WordTranslation>;

/** Fields of an entry that a chat model wrote because the open data had nothing there. */
export const GeneratedField = z.enum(['definitions', 'examples', 'etymology', 'translation']);
export type GeneratedField = z.infer<typeof GeneratedField>;

/** Where an entry's data came from, with what its licence asks us to show. */
export const DictionarySource = z.object({
  name: z.string(),
  licence: z.string(),
  url: z.string(),
});
export type DictionarySource = z.infer<typeof DictionarySource>;

/**
 * A dictionary entry as the learner sees it (docs/product.md, Dictionary). `id` is the word's
 * place in this learner's study list: audio/{id} speaks it, the vocabulary trainer reviews it.
 */
/** What a look-up past the engine budget left for later. */
export const EntryPending = z.enum(['translations', 'generated']);
export type EntryPending = z.infer<typeof EntryPending>;

export const DictionaryEntry = z.object({
  id: z.string().uuid(),
  /** The headword: 'bok' when the learner clicked 'bøkene'. */
  word: z.string(),
  /** What the learner clicked, as typed in the text. */
  lookedUp: z.string(),
  language: LanguageCode,
  partOfSpeech: z.string().nullable(),
  /** As text (pronunciationText): what a client written from the call list reads. */
  pronunciation: z.string(),
  /** Added. The pronunciation in parts: IPA and where it came from, a Japanese reading and furigana. */
  pronunciationDetails: Pronunciation,
  /** The spec's field: definitionList as JSON-encoded text ('["a house"]'), what its client parses. */
  definitions: z.string(),
  /** Added. Glosses of every sense, in order; senses keep them with their part of speech and examples. */
  definitionList: z.array(z.string()),
  senses: z.array(DictionarySense),
  /** The spec's field: exampleList as JSON-encoded text. */
  examples: z.string(),
  /** Added. The examples, as a list. */
  exampleList: z.array(z.string()),
  etymology: z.string().nullable(),
  translations: z.array(WordTranslation),
  difficultyLevel: DifficultyLevel.nullable(),
  /** Place in the language's frequency list (1 = most common), null when the list lacks the word. */
  frequencyRank: z.number().int().positive().nullable(),
  cefrLevel: CefrLevel.nullable(),
  /** Which fields a chat model wrote, and which model; null when all came from open data. */
  generated: z.object({ fields: z.array(GeneratedField), model: z.string() }).nullable(),
  sources: z.array(DictionarySource),
  viewCount: z.number().int().nonnegative(),
  lastViewedAt: z.string().nullable(),
  isStudying: z.literal(true),
  /** True when this look-up put the word on the study list (the first time), false when it was there. */
  addedToStudyList: z.boolean(),
  /** Added. The study list of the word's language changed when this look-up added the word. */
  changes: StudyChanges,
  /**
   * Added. What the engines would add but were not asked for, the learner's engine budget being
   * spent: `translations` (an engine's translation into the interface language), `generated` (a chat
   * model's fields). Absent when nothing is left; a later look-up of the word can fill it in.
   */
  pending: z.array(EntryPending).optional(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntry>;

export const CheckStudyingResponse = z.object({ isStudying: z.boolean() });
export type CheckStudyingResponse = z.infer<typeof CheckStudyingResponse>;

/** POST studied-words: which of these words (as written in the text) are studied, through their headwords. */
export const StudiedWordsRequest = z.object({
  language: LanguageCode,
  words: z
    .array(safeString('Word', { error: 'Each word must be text' }).max(WORD_MAX_LENGTH * 4, WORD_RULE_MESSAGE))
    .max(STUDIED_WORDS_MAX, `At most ${STUDIED_WORDS_MAX} words at once`),
});
export type StudiedWordsRequest = z.input<typeof StudiedWordsRequest>;

/** The asked words that are studied, lowercased as the server compares them. */
export const StudiedWordsResponse = z.object({ studied: z.array(z.string()) });
export type StudiedWordsResponse = z.infer<typeof StudiedWordsResponse>;

/** A word on the learner's study list. */
export const StudyWord = z.object({
  id: z.string().uuid(),
  word: z.string(),
  language: LanguageCode,
  partOfSpeech: z.string().nullable(),
  /** The first gloss, for a list; null when no open dictionary had one. */
  gloss: z.string().nullable(),
  viewCount: z.number().int().nonnegative(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StudyWord = z.infer<typeof StudyWord>;

/**
 * GET user-words?language=&limit=&cursor=: the study list, one language or all, grouped per
 * language (codes in lowercase, in alphabetical order) and alphabetical within a language.
 */
export const UserWordsQuery = CursorPageQuery.extend({ language: LanguageCode.optional() });
export type UserWordsQuery = z.input<typeof UserWordsQuery>;

/**
 * One page of the study list as the array of entries the call list names, grouped per language.
 * The next page's URL is in the `Link` header, the words of the filter in `X-Total-Count`, and each
 * language's count in `X-Total-Count-By-Language` ('en=2, no=3': languageCountsHeader).
 */
export const UserWordsResponse = z.array(StudyWord);
export type UserWordsResponse = z.infer<typeof UserWordsResponse>;

export const LANGUAGE_COUNTS_HEADER = 'x-total-count-by-language';

/** Each language's count as `X-Total-Count-By-Language` says it: 'en=2, no=3'. */
export function languageCountsHeader(counts: { language: LanguageCode; count: number }[]): string {
  return counts.map(({ language, count }) => `${language}=${count}`).join(', ');
}

/** The counts an `X-Total-Count-By-Language` header names (unknown languages left out). */
export function readLanguageCounts(header: string | null | undefined): { language: LanguageCode; count: number }[] {
  return (header ?? '').split(',').flatMap((part) => {
    const [code, count] = part.trim().split('=');
    const language = LanguageCode.safeParse(code);
    return language.success && /^\d+$/.test(count ?? '') ? [{ language: language.data, count: Number(count) }] : [];
  });
}

/** audio/{id}: the id of a word on the learner's study list (DictionaryEntry.id, StudyWord.id). */
export const StudyWordIdParams = z.object({ id: safeString('Word id').uuid('Word id must be a UUID') });
export type StudyWordIdParams = z.infer<typeof StudyWordIdParams>;

export const WordAudioQuery = z.object({ language: LanguageCode.optional() });
export type WordAudioQuery = z.input<typeof WordAudioQuery>;

/** What one imported dictionary file holds, for the attribution page and admin diagnostics. */
export const DictionaryImport = z.object({
  fileName: z.string(),
  format: z.string(),
  language: LanguageCode.nullable(),
  status: z.enum(['importing', 'imported', 'failed']),
  entries: z.number().int().nonnegative(),
  /** Records left out: text the database cannot store, no headword, a definition past the size limit. */
  skipped: z.number().int().nonnegative(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  source: DictionarySource,
});
export type DictionaryImport = z.infer<typeof DictionaryImport>;

export const DictionarySourcesResponse = z.object({ imports: z.array(DictionaryImport) });
export type DictionarySourcesResponse = z.infer<typeof DictionarySourcesResponse>;

/** The 404 of entry/{word}: no open dictionary (and no chat model) knows the word. */
export const WORD_NOT_FOUND_MESSAGE = 'No dictionary has this word. Check the spelling or try again later.';

/**
 * The 404 of entry/{word} (code NO_DICTIONARY) when no dictionary of the word's language is installed:
 * the spelling is not the problem. Administrators also read how to install one (the setup hint).
 */
export function noDictionaryMessage(languageName: string): string {
  return `No dictionary for ${languageName} is installed on this server.`;
}
