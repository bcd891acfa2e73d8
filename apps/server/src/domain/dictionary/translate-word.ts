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
 * fails for want of a translation.
 */
export async function translateWord(options: {
  details: WordDetails;
  interfaceLanguage: LanguageCode;
  translation: TranslationService;
  log: FastifyBaseLogger;
  /** The learner's id, for their share of the engine's slots. */
  learner?: string;
}): Promise<WordTranslation[]> {
  const { details, interfaceLanguage, translation, log, learner } = options;
  const fromLexicon = details.translations;
  if (interfaceLanguage === details.language) return fromLexicon;
  if (fromLexicon.some((known) => known.language === interfaceLanguage)) return fromLexicon;
  try {
    const result = await translation.translate({
      text: details.word,
      from: details.language,
      to: interfaceLanguage,
      learner,
    });
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
