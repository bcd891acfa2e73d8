import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyTranslationSource } from '@tolk/contracts/vocabulary';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { VocabularyWordDetailsRow } from '../../db/schema/vocabulary';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import { findHeadword } from '../dictionary/find-headword';
import { mergeEntries } from '../dictionary/word-details';

/** What a practice answer is checked against: `expected` first, the other accepted answers after. */
export interface PracticeAnswers {
  expected: string;
  accepted: string[];
  source: VocabularyTranslationSource;
}

/**
 * The answers to a study word in `targetLanguage`, in this order of trust: the learner's own
 * translation in that language; the lexicon's glosses when its glosses are in that language
 * ('bok' → 'book', 'beech'); else the translation engines (translation memory first). Returns the
 * AppError an engine answered when nothing else knew (ENGINE_UNAVAILABLE names what to configure).
 */
export async function practiceAnswers(options: {
  db: Database;
  word: { word: string; language: LanguageCode };
  details: Pick<VocabularyWordDetailsRow, 'translation' | 'translationLanguage'> | null;
  targetLanguage: LanguageCode;
  translation: TranslationService;
  log: FastifyBaseLogger;
}): Promise<PracticeAnswers | AppError> {
  const { db, word, details, targetLanguage, translation, log } = options;
  if (details?.translation && details.translationLanguage === targetLanguage) {
    return { expected: details.translation, accepted: [details.translation], source: 'hand' };
  }
  const match = await findHeadword({ db, language: word.language, word: word.word });
  if (match) {
    const glosses = mergeEntries(match, word.language)
      .translations.filter((known) => known.language === targetLanguage)
      .map((known) => known.text);
    const [first] = glosses;
    if (first) return { expected: first, accepted: glosses, source: 'lexicon' };
  }
  try {
    const result = await translation.translate({ text: word.word, from: word.language, to: targetLanguage });
    const text = keepLowercase(word.word, result.translation.trim());
    if (!text) return new AppError('ENGINE_FAILED', 'The translation engine answered nothing for this word');
    return { expected: text, accepted: [text], source: 'translation' };
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
