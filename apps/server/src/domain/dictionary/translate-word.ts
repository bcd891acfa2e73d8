import type { WordTranslation } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import type { WordDetails } from './word-details';

/**
 * The word's translations for a learner reading in `interfaceLanguage`: the translation engines'
 * (translation memory first) when no source gives one in that language, ahead of the lexicon's own.
 * An engine that does not serve the pair, or fails, leaves the lexicon's: a dictionary entry never
 * fails for want of a translation. `mayAskEngine` is asked before an engine (not for a remembered translation): false (the learner's engine budget
 * is spent) leaves the lexicon's too, and `skipped` says a translation can come later.
 */
export async function translateWord(options: {
  details: WordDetails;
  interfaceLanguage: LanguageCode;
  translation: TranslationService;
  log: FastifyBaseLogger;
  /** The learner's id, for their share of the engine's slots. */
  learner?: string;
  mayAskEngine?: () => Promise<boolean>;
}): Promise<{ translations: WordTranslation[]; skipped: boolean }> {
  const fromLexicon = await translationsOf(options);
  return fromLexicon === SKIPPED
    ? { translations: options.details.translations, skipped: true }
    : { translations: fromLexicon, skipped: false };
}

const SKIPPED = Symbol('skipped');

async function translationsOf(
  options: Parameters<typeof translateWord>[0],
): Promise<WordTranslation[] | typeof SKIPPED> {
  const { details, interfaceLanguage, translation, log } = options;
  const fromLexicon = details.translations;
  if (interfaceLanguage === details.language) return fromLexicon;
  if (fromLexicon.some((known) => known.language === interfaceLanguage)) return fromLexicon;
  const request = { text: details.word, from: details.language, to: interfaceLanguage, learner: options.learner };
  try {
    // A translation remembered costs no engine call, so it is not counted.
    let result = await translation.remembered(request);
    if (!result) {
      if (options.mayAskEngine && !(await options.mayAskEngine())) return SKIPPED;
      result = await translation.translate(request);
    }
    const text = matchInitialCase(details.word, result.translation.trim(), interfaceLanguage);
    if (!text || text.toLowerCase() === details.wordKey) return fromLexicon;
    return [{ language: interfaceLanguage, text, source: 'translation' }, ...fromLexicon];
  } catch (error) {
    // No engine for the pair is a setup matter the translator pages already explain; anything else is worth a line.
    if (!(error instanceof AppError && error.code === 'ENGINE_UNAVAILABLE')) {
      log.warn({ err: error, from: details.language, to: interfaceLanguage }, 'word translation failed');
    }
    return fromLexicon;
  }
}

/** Languages that write every noun with a capital, where an engine's capital is the word's own. */
const NOUN_CAPITALISING = new Set<LanguageCode>(['de']);

/**
 * Engines translate a lone word as a sentence, so 'house' comes back 'Casa': a lowercase headword
 * keeps a lowercase translation, unless the capital may be the word's own (German nouns, 'USA').
 */
function matchInitialCase(headword: string, translation: string, language: LanguageCode): string {
  const [first = '', second = ''] = [...translation];
  const headwordFirst = [...headword][0] ?? '';
  const lowercaseHeadword = headwordFirst !== headwordFirst.toUpperCase();
  const capitalised = first !== first.toLowerCase() && second === second.toLowerCase();
  if (!lowercaseHeadword || !capitalised || NOUN_CAPITALISING.has(language)) return translation;
  return first.toLowerCase() + translation.slice(first.length);
}
