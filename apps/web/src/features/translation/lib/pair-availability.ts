import type { EnginesResponse, PairRoute } from '@tolk/contracts/engines';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';

/** How the server would serve a pair; unknown (engines not loaded yet) counts as available. */
export function pairRoute(engines: EnginesResponse | undefined, source: LanguageCode, target: LanguageCode): PairRoute {
  return engines?.translation.pairs[`${source}-${target}`] ?? 'direct';
}

/** A source language no engine translates out of, into any language. */
export function sourceUnavailable(engines: EnginesResponse | undefined, source: LanguageCode): boolean {
  return LANGUAGE_CODES.every((target) => target === source || pairRoute(engines, source, target) === 'none');
}
