import { type DictionaryEntry, type EntryPending, pronunciationText } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { studyChangesIn } from '@tolk/contracts/study-changes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { TranslationService } from '../../engines/translation/translation-service';
import type { Pronouncer } from '../../pronunciation/pronouncer';
import { recordStudyView } from '../study-words/study-list';
import { addPronunciation } from './add-pronunciation';
import { findHeadword } from './find-headword';
import type { HeadwordCache } from './headword-cache';
import { translateWord } from './translate-word';
import { detailsDifficulty, mergeEntries, type WordDetails } from './word-details';

/**
 * A later step that completes what the open data lacks (a chat model's examples, etymology, a
 * gloss in the interface language), marking what it wrote in `generated`. It receives the
 * lexicon's details, or null when no source knows the word, and answers the details to show
 * (null: still unknown). Open data always wins where it has an answer.
 */
export type FillGaps = (request: {
  /** The learner, for their share of the engine's slots. */
  userId: string;
  /** Asked before a model call: false when the learner's engine budget is spent (nothing is asked then). */
  mayAskEngine: () => Promise<boolean>;
  lookedUp: string;
  language: LanguageCode;
  interfaceLanguage: LanguageCode;
  details: WordDetails | null;
}) => Promise<{ details: WordDetails | null; skipped: boolean }>;

/**
 * Counts an engine call against the learner's budget: true to go ahead, false when it is spent.
 * A look-up asks it at most once, before its first engine call; cached and open data cost nothing.
 */
export type EngineAllowance = () => Promise<boolean>;

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
  /** Completes the pronunciation offline (eSpeak NG IPA, Japanese readings) where the lexicon has none. */
  pronouncer?: Pronouncer;
  /** Answers the lexicon's part from memory when given (the routes keep one). */
  headwords?: HeadwordCache;
  /** The learner's engine budget (routes: chargeEngineCall); without it engines are always asked. */
  mayAskEngine?: EngineAllowance;
}

/**
 * The dictionary entry of a clicked word for one learner: the headword found through its
 * inflected forms, its entries merged across sources, translated into the learner's interface
 * language, and the headword counted on the learner's study list (added the first time). Null,
 * with nothing added, when no source knows the word. The engines (translation, the chat model)
 * count once against the learner's budget; past it the entry is the open data's, and `pending`
 * names what a later look-up can add.
 */
export async function lookUpWord(options: LookUpWordOptions): Promise<DictionaryEntry | null> {
  const { db, userId, word, language, interfaceLanguage } = options;
  const mayAskEngine = once(options.mayAskEngine ?? (async () => true));
  const match = await (options.headwords ?? { find: findHeadword }).find({ db, language, word });
  const lexicon = match && mergeEntries(match, language);
  // Translated before the gaps are filled, so that a model is asked for a gloss only when
  // neither the dictionary nor a translation engine had one.
  const translatedWord =
    lexicon &&
    (await translateWord({
      details: lexicon,
      interfaceLanguage,
      translation: options.translation,
      log: options.log,
      mayAskEngine,
      learner: userId,
    }));
  const translated = lexicon && translatedWord && { ...lexicon, translations: translatedWord.translations };
  const filled = options.fillGaps
    ? await options.fillGaps({ userId, mayAskEngine, lookedUp: word, language, interfaceLanguage, details: translated })
    : { details: translated, skipped: false };
  const details = filled.details;
  if (!details) return null;
  const pending: EntryPending[] = [
    ...(translatedWord?.skipped ? (['translations'] as const) : []),
    ...(filled.skipped ? (['generated'] as const) : []),
  ];

  const [view, pronounced] = await Promise.all([
    recordStudyView({ db, userId, language, word: details.word, wordKey: details.wordKey }),
    options.pronouncer ? addPronunciation(details, options.pronouncer, options.log) : details,
  ]);
  const {
    wordKey: _key,
    languageHasFrequencyList: _listed,
    pronunciation,
    definitions,
    examples,
    ...fields
  } = pronounced;
  return {
    ...fields,
    definitions: JSON.stringify(definitions),
    definitionList: definitions,
    examples: JSON.stringify(examples),
    exampleList: examples,
    pronunciation: pronunciationText(pronunciation),
    pronunciationDetails: pronunciation,
    id: view.id,
    lookedUp: word,
    difficultyLevel: detailsDifficulty(details),
    viewCount: view.viewCount,
    lastViewedAt: view.lastViewedAt?.toISOString() ?? null,
    isStudying: true,
    addedToStudyList: view.added,
    changes: studyChangesIn(language, { studyList: view.added }),
    ...(pending.length > 0 && { pending }),
  };
}

/** The first call's promise, answered to every later call. */
function once(ask: EngineAllowance): EngineAllowance {
  let asked: Promise<boolean> | undefined;
  return () => {
    asked ??= ask();
    return asked;
  };
}
