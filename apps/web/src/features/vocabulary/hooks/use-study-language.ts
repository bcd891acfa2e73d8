import type { LanguageCode } from '@tolk/contracts/languages';
import { useLanguagePair } from '../../../entities/language-pair/use-language-pair';
import { useStudyStatistics } from '../api/get-study-statistics';
import { useLearnerLanguage } from './use-learner-language';

/**
 * The language a new word is most likely in: the one the learner's study list holds most words of (their own
 * language aside); before there is one, the one they translate from, or, when that is their own language, the
 * one they translate into.
 */
export function useStudyLanguage(): LanguageCode {
  const [pair] = useLanguagePair();
  const learnerLanguage = useLearnerLanguage();
  const studied = useStudyStatistics(learnerLanguage).data?.languages ?? [];
  const most = studied
    .filter((entry) => entry.language !== learnerLanguage && entry.totalWords > 0)
    .reduce<(typeof studied)[number] | undefined>(
      (best, entry) => (best && best.totalWords >= entry.totalWords ? best : entry),
      undefined,
    );
  if (most) return most.language;
  return pair.source === learnerLanguage ? pair.target : pair.source;
}
