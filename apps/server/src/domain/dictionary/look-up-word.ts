import type { DictionaryEntry } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { TranslationService } from '../../engines/translation/translation-service';
import { findHeadword } from './find-headword';
import type { HeadwordCache } from './headword-cache';
import { recordStudyView } from './study-list';
import { translateWord } from './translate-word';
import { detailsDifficulty, mergeEntries, type WordDetails } from './word-details';

/**
 * A later step that completes what the open data lacks (a chat model's examples, etymology, a
 * gloss in the interface language), marking what it wrote in `generated`. It receives the
 * lexicon's details, or null when no source knows the word, and answers the details to show
 * (null: still unknown). Open data always wins where it has an answer.
 */
export type FillGaps = (request: {
  lookedUp: string;
  language: LanguageCode;
  interfaceLanguage: LanguageCode;
  details: WordDetails | null;
}) => Promise<WordDetails | null>;

export interface LookUpWordOptions {
  db: Database;
  userId: string;
  /** As clicked in the text; validated by the route (DictionaryWord). */
  word: string;
  language: LanguageCode;
  interfaceLanguage: LanguageCode;
  translation: TranslationService;
  log: FastifyBaseLogger;
  fillGaps?: FillGaps;
  /** Answers the lexicon's part from memory when given (the routes keep one). */
  headwords?: HeadwordCache;
}

/**
 * The dictionary entry of a clicked word for one learner: the headword found through its
 * inflected forms, its entries merged across sources, translated into the learner's interface
 * language, and the headword counted on the learner's study list (added the first time). Null,
 * with nothing added, when no source knows the word.
 */
export async function lookUpWord(options: LookUpWordOptions): Promise<DictionaryEntry | null> {
  const { db, userId, word, language, interfaceLanguage } = options;
  const match = await (options.headwords ?? { find: findHeadword }).find({ db, language, word });
  const lexicon = match && mergeEntries(match, language);
  const details = options.fillGaps
    ? await options.fillGaps({ lookedUp: word, language, interfaceLanguage, details: lexicon })
    : lexicon;
  if (!details) return null;

  const [view, translations] = await Promise.all([
    recordStudyView({ db, userId, language, word: details.word, wordKey: details.wordKey }),
    translateWord({ details, interfaceLanguage, translation: options.translation, log: options.log }),
  ]);
  const { wordKey: _key, languageHasFrequencyList: _listed, ...fields } = details;
  return {
    ...fields,
    id: view.id,
    lookedUp: word,
    translations,
    difficultyLevel: detailsDifficulty(details),
    viewCount: view.viewCount,
    lastViewedAt: view.lastViewedAt?.toISOString() ?? null,
    isStudying: true,
    addedToStudyList: view.added,
  };
}
