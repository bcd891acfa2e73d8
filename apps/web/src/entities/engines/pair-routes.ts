import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import { LANGUAGE_PAIRS, type LanguagePair, PREFERRED_PAIRS } from '@tolk/contracts/language-pairs';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';

/** How the server would serve a pair; unknown (engines not loaded yet) counts as available. */
export function pairRoute(engines: EnginesResponse | undefined, source: LanguageCode, target: LanguageCode): PairRoute {
  return engines?.translation.pairs[`${source}-${target}`] ?? 'direct';
}

/** A source language no engine translates out of, into any language. */
export function sourceUnavailable(engines: EnginesResponse | undefined, source: LanguageCode): boolean {
  return LANGUAGE_CODES.every((target) => target === source || pairRoute(engines, source, target) === 'none');
}

/** Whether some recognition engine understands the language; unknown (not loaded yet) counts as yes. */
export function recognitionServes(engines: EnginesResponse | undefined, language: LanguageCode): boolean {
  return engines ? engines.speechRecognition.languages.includes(language) : true;
}

const preferred: readonly string[] = PREFERRED_PAIRS;

/**
 * The order the pair selector prefers (docs/product.md, Language pairs): the preferred pairs an
 * engine serves directly, then those served through English, then the other pairs served directly,
 * then through English; each group in LANGUAGE_PAIRS order. A pair no engine serves is left out.
 */
export function servedPairs(engines: EnginesResponse): LanguagePair[] {
  const rank = (pair: LanguagePair) =>
    (preferred.includes(pair.value) ? 0 : 2) + (pairRoute(engines, pair.source, pair.target) === 'direct' ? 0 : 1);
  return LANGUAGE_PAIRS.filter((pair) => pairRoute(engines, pair.source, pair.target) !== 'none')
    .map((pair, index) => ({ pair, index, rank: rank(pair) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ pair }) => pair);
}
