import { DEFAULT_PAIR, LANGUAGE_PAIRS, type LanguagePair } from '@tolk/contracts/language-pairs';
import type { LanguageCode } from '@tolk/contracts/languages';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { createStoredValue } from '../../shared/storage/stored-value';

/** The pair the learner chose, or null while they have not chosen one (the app then uses DEFAULT_PAIR). */
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

/** The pair in use: the learner's choice, else the default (the first of the list). */
export function currentPair(chosen: ChosenPair): LanguagePair {
  return chosen ?? DEFAULT_PAIR;
}
