import type { LanguageCode } from '@tolk/contracts/languages';

/**
 * APy names languages by ISO 639-3 code, sometimes with a variant ('eng_US', 'por_BR').
 * Norwegian is Bokmål ('nob'), not Nynorsk ('nno'), which Apertium also has.
 */
export const APERTIUM_CODES: Record<LanguageCode, string> = {
  no: 'nob',
  ru: 'rus',
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  ja: 'jpn',
  nl: 'nld',
  pl: 'pol',
  sv: 'swe',
  da: 'dan',
  fi: 'fin',
  ko: 'kor',
  zh: 'zho',
  ar: 'ara',
  tr: 'tur',
  hi: 'hin',
  th: 'tha',
};

export interface ApertiumPair {
  sourceLanguage: string;
  targetLanguage: string;
}

/**
 * The installed pair for from → to: the plain one ('eng|spa') when there is one,
 * otherwise a variant of either side ('spa|eng_US').
 */
export function findApertiumPair(
  pairs: readonly ApertiumPair[],
  from: LanguageCode,
  to: LanguageCode,
): ApertiumPair | undefined {
  const source = APERTIUM_CODES[from];
  const target = APERTIUM_CODES[to];
  return (
    pairs.find((pair) => pair.sourceLanguage === source && pair.targetLanguage === target) ??
    pairs.find((pair) => baseCode(pair.sourceLanguage) === source && baseCode(pair.targetLanguage) === target)
  );
}

function baseCode(apertiumCode: string): string {
  return apertiumCode.split('_')[0] ?? apertiumCode;
}
