import type { LanguageCode } from '@tolk/contracts/languages';
import { useLanguagePair } from '../../../entities/language-pair/use-language-pair';
import { useLearnerLanguage } from './use-learner-language';

/**
 * The language a new word is most likely in: the one the learner translates from, or, when that
 * is their own language, the one they translate into.
 */
export function useStudyLanguage(): LanguageCode {
  const [pair] = useLanguagePair();
  const learnerLanguage = useLearnerLanguage();
  return pair.source === learnerLanguage ? pair.target : pair.source;
}
