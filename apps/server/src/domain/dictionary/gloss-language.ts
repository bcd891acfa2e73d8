import type { LanguageCode } from '@tolk/contracts/languages';

/**
 * The language a source format writes its glosses in. Every format we import today is English
 * Wiktionary or WordNet, so glosses are English: for a Norwegian word they are its translations,
 * for an English word its definitions. Frequency and CEFR lists have no glosses.
 */
const GLOSS_LANGUAGE_BY_FORMAT: Record<string, LanguageCode> = {
  wordnet: 'en',
  wiktextract: 'en',
  'vuizur-tsv': 'en',
  stardict: 'en',
};

export function glossLanguageOf(format: string): LanguageCode | null {
  return GLOSS_LANGUAGE_BY_FORMAT[format] ?? null;
}
