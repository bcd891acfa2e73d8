import type { LanguageCode } from '@tolk/contracts/languages';
import { distance } from 'fastest-levenshtein';

/**
 * Diacritics a language's writers leave out without changing the word, so a recogniser may write
 * them or not: Arabic's short-vowel marks (harakat, shadda, sukun, the dagger alif) and the
 * tatweel; Russian's ё (usually written е); and accents on English loanwords (café = cafe).
 * Every other language keeps its diacritics: in Norwegian 'for' and 'får', in French 'ou' and
 * 'où', in German 'schon' and 'schön' are different words.
 */
const IGNORED_DIACRITICS: Partial<Record<LanguageCode, (text: string) => string>> = {
  ar: (text) => text.replace(/[\u064B-\u065F\u0670\u0640]/g, ''),
  ru: (text) => text.replace(/ё/g, 'е'),
  en: (text) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'),
};

/** Languages written without spaces between words: a recogniser's spaces mean nothing there. */
const UNSPACED = new Set<LanguageCode>(['ja', 'zh', 'th']);

/**
 * A text as spoken answers are compared: Unicode NFKC (full-width forms, ligatures), lowercase in
 * the language's own rules, punctuation and symbols gone (a recogniser writes 'Hus.' or '¿casa?'),
 * whitespace collapsed (or removed where the language uses none), ignored diacritics dropped.
 */
export function normaliseSpokenText(text: string, language: LanguageCode): string {
  let normal = text.normalize('NFKC').toLocaleLowerCase(language);
  normal = normal.replace(/[\p{P}\p{S}]+/gu, ' ');
  normal = UNSPACED.has(language) ? normal.replace(/\s+/gu, '') : normal.replace(/\s+/gu, ' ').trim();
  const ignore = IGNORED_DIACRITICS[language];
  return ignore ? ignore(normal) : normal;
}

/**
 * Whether the recognised text says one of the expected answers, and how close it came (0–1,
 * 1 − edit distance / longer length, the best over the answers) for the learner to see.
 */
export function compareSpokenAnswer(options: { recognized: string; expected: string[]; language: LanguageCode }): {
  isCorrect: boolean;
  confidence: number;
} {
  const heard = normaliseSpokenText(options.recognized, options.language);
  let best = 0;
  let isCorrect = false;
  for (const answer of options.expected) {
    const wanted = normaliseSpokenText(answer, options.language);
    if (!wanted) continue;
    if (heard === wanted) isCorrect = true;
    const longer = Math.max([...heard].length, [...wanted].length);
    best = Math.max(best, longer === 0 ? 0 : 1 - distance(heard, wanted) / longer);
  }
  return { isCorrect, confidence: Math.max(0, Math.min(1, best)) };
}
