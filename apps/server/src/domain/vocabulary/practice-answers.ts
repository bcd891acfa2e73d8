import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyTranslationSource } from '@tolk/contracts/vocabulary';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import type { LexiconSense } from '../../db/schema/dictionary';
import type { VocabularyWordDetailsRow } from '../../db/schema/vocabulary';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import { glossLanguageOf } from '../dictionary/gloss-language';
import { shortGloss } from '../dictionary/word-details';

/** What a practice answer is checked against: `expected` first, the other accepted answers after. */
export interface PracticeAnswers {
  expected: string;
  accepted: string[];
  source: VocabularyTranslationSource;
  /** The answers' language: the one asked for, or English when only the lexicon's English glosses knew the word. */
  language: LanguageCode;
}

/** The language every imported dictionary's glosses fall back to. */
export const GLOSS_FALLBACK: LanguageCode = 'en';

/**
 * The answers to a study word in `targetLanguage`, in this order of trust: the learner's own
 * translation in that language; the lexicon's glosses when its glosses are in that language
 * ('bok' → 'book', 'beech'); else the learner's English or the lexicon's English glosses (the answer is then in English,
 * and the card says so), so practice never waits on an engine the lexicon can stand in for; else
 * the translation engines (translation memory first). Returns the AppError an engine answered
 * when nothing else knew (ENGINE_UNAVAILABLE names what to configure).
 */
export async function practiceAnswers(options: {
  db: Database;
  word: { word: string; wordKey: string; language: LanguageCode };
  details: Pick<VocabularyWordDetailsRow, 'translation' | 'translationLanguage'> | null;
  targetLanguage: LanguageCode;
  /** The word's lexicon answers when the caller read them for many words at once (lexiconAnswers). */
  lexicon?: string[];
  /** The same in English, read at once for many words. */
  englishLexicon?: string[];
  translation: TranslationService;
  log: FastifyBaseLogger;
  /** The learner's id, for their share of the engine's slots. */
  userId?: string;
}): Promise<PracticeAnswers | AppError> {
  const { db, word, details, targetLanguage, translation, log } = options;
  if (details?.translation && details.translationLanguage === targetLanguage) {
    return { expected: details.translation, accepted: [details.translation], source: 'hand', language: targetLanguage };
  }
  const glosses =
    options.lexicon ?? (await lexiconAnswers({ db, words: [word], targetLanguage })).get(answerKey(word)) ?? [];
  const [first] = glosses;
  if (first) return { expected: first, accepted: glosses, source: 'lexicon', language: targetLanguage };
  if (targetLanguage !== GLOSS_FALLBACK && word.language !== GLOSS_FALLBACK) {
    if (details?.translation && details.translationLanguage === GLOSS_FALLBACK) {
      return {
        expected: details.translation,
        accepted: [details.translation],
        source: 'hand',
        language: GLOSS_FALLBACK,
      };
    }
    const english =
      options.englishLexicon ??
      (await lexiconAnswers({ db, words: [word], targetLanguage: GLOSS_FALLBACK })).get(answerKey(word)) ??
      [];
    const [gloss] = english;
    if (gloss) return { expected: gloss, accepted: english, source: 'lexicon', language: GLOSS_FALLBACK };
  }
  try {
    const result = await translation.translate({
      text: word.word,
      from: word.language,
      to: targetLanguage,
      learner: options.userId,
    });
    const text = keepLowercase(word.word, result.translation.trim());
    if (!text) return new AppError('ENGINE_FAILED', 'The translation engine answered nothing for this word');
    return { expected: text, accepted: [text], source: 'translation', language: targetLanguage };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== 'ENGINE_UNAVAILABLE') log.warn({ err: error, word: word.word }, 'practice translation failed');
    return error;
  }
}

/** Engines translate a lone word as a sentence ('Casa'): a lowercase word keeps a lowercase answer. */
function keepLowercase(word: string, translation: string): string {
  const first = [...word][0] ?? '';
  if (first === first.toUpperCase()) return translation;
  const [head = ''] = [...translation];
  return head.toLowerCase() + translation.slice(head.length);
}

/** Lexicon answers a practice word accepts: its first senses' short glosses, as a bilingual dictionary lists them. */
const LEXICON_ANSWERS_MAX = 3;

export const answerKey = (word: { language: string; wordKey: string }) => `${word.language}\u0000${word.wordKey}`;

/** Entries of language $1 whose headword key is one of $2 (a JSON array of keys), with their source's format. */
const LEXICON_ANSWERS_STATEMENT = {
  name: 'tolk_lexicon_answers',
  types: ['text', 'jsonb'],
  text: `select e.headword_key as key, e.senses, s.format
    from lexicon_entries e join lexicon_sources s on s.id = e.source_id
    where e.language = $1 and e.headword_key = any(array(select jsonb_array_elements_text($2)))
    order by e.id`,
} as const;

/**
 * The lexicon's answers for many study words at once (one prepared statement per language, on the
 * (language, headword_key) index): the short glosses of entries whose glosses are in
 * targetLanguage ('bok' → 'book', 'beech'), in import order, keyed by answerKey. Study words are
 * headwords (the look-up stored the headword), so no inflected form is followed here.
 */
export async function lexiconAnswers(options: {
  db: Database;
  words: { language: LanguageCode; wordKey: string }[];
  targetLanguage: LanguageCode;
}): Promise<Map<string, string[]>> {
  const { db, targetLanguage } = options;
  const answers = new Map<string, string[]>();
  const byLanguage = new Map<LanguageCode, string[]>();
  for (const word of options.words) {
    if (word.language === targetLanguage) continue;
    byLanguage.set(word.language, [...(byLanguage.get(word.language) ?? []), word.wordKey]);
  }
  for (const [language, keys] of byLanguage) {
    const rows = await preparedStatement<{ key: string; senses: LexiconSense[]; format: string }>(
      db,
      LEXICON_ANSWERS_STATEMENT,
    )([language, JSON.stringify([...new Set(keys)])]);
    for (const row of rows) {
      if (glossLanguageOf(row.format) !== targetLanguage) continue;
      const key = answerKey({ language, wordKey: row.key });
      const known = answers.get(key) ?? [];
      for (const sense of row.senses) {
        const text = shortGloss(sense.gloss);
        if (
          text &&
          known.length < LEXICON_ANSWERS_MAX &&
          !known.some((seen) => seen.toLowerCase() === text.toLowerCase())
        ) {
          known.push(text);
        }
      }
      answers.set(key, known);
    }
  }
  return answers;
}
