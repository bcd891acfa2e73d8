import type { EnginesResponse } from '@tolk/contracts/engines';
import { DEFAULT_PAIR, LANGUAGE_PAIRS, type LanguagePair } from '@tolk/contracts/language-pairs';
import type { LanguageCode } from '@tolk/contracts/languages';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createStoredValue } from '../../shared/storage/stored-value';
import { servedPairs } from '../engines/pair-routes';

/** The pair the learner chose, or null while they have not chosen one (the app then uses the default). */
export type ChosenPair = LanguagePair | null;

export function findPair(value: string | null): LanguagePair | undefined {
  return LANGUAGE_PAIRS.find((pair) => pair.value === value);
}

export function pairOf(source: LanguageCode, target: LanguageCode): LanguagePair | undefined {
  return findPair(`${source}-${target}`);
}

/** The selected language pair, persisted as its 'source-target' value. */
export const languagePairStore = createStoredValue<ChosenPair>({
  key: STORAGE_KEYS.selectedLanguagePair,
  parse: (raw) => findPair(raw) ?? null,
  serialize: (pair) => pair?.value ?? null,
});

/**
 * The pair in use: the learner's choice, else the default, the first pair the server's engines
 * serve in the selector's order (servedPairs: a preferred pair served directly first). Before the
 * engines are known, or when they serve nothing, the first of the list.
 */
export function currentPair(chosen: ChosenPair, engines: EnginesResponse | undefined): LanguagePair {
  if (chosen) return chosen;
  return (engines && servedPairs(engines)[0]) ?? DEFAULT_PAIR;
}
