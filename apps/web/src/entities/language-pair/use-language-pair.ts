import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { useSyncExternalStore } from 'react';
import { currentPair, languagePairStore } from './language-pair-store';

/** The language pair in use everywhere (translators, dashboard), and the way to change it. */
export function useLanguagePair(): [LanguagePair, (pair: LanguagePair) => void] {
  const chosen = useSyncExternalStore(languagePairStore.subscribe, languagePairStore.getSnapshot);
  return [currentPair(chosen), languagePairStore.set];
}
