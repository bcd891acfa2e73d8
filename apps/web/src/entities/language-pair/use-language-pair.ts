import type { LanguagePair } from '@tolk/contracts/language-pairs';
import { useSyncExternalStore } from 'react';
import { useEngines } from '../engines/api/get-engines';
import { currentPair, languagePairStore } from './language-pair-store';

/**
 * The language pair in use everywhere (translators, dashboard), and the way to change it. Until
 * the learner chooses one it is the first pair the server serves, so a new learner's first
 * translation works.
 */
export function useLanguagePair(): [LanguagePair, (pair: LanguagePair) => void] {
  const chosen = useSyncExternalStore(languagePairStore.subscribe, languagePairStore.getSnapshot);
  const engines = useEngines();
  return [currentPair(chosen, engines.data), languagePairStore.set];
}
