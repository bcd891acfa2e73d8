import { queryOptions, useQuery } from '@tanstack/react-query';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { StudyStatisticsResponse } from '@tolk/contracts/vocabulary-statistics';
import { studyStatisticsKey } from '../../../entities/study-words/api/study-words-keys';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** The browser's time zone: where the learner's days (and so their streak) start. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** GET study-statistics: totals, accuracy, streak, due count and recommendations in the interface language. */
export function getStudyStatistics(interfaceLanguage: InterfaceLanguage): Promise<StudyStatisticsResponse> {
  return callEndpoint(vocabularyEndpoints.studyStatistics, {
    query: { interfaceLanguage, timeZone: browserTimeZone() },
  });
}

export const studyStatisticsQueryOptions = (interfaceLanguage: InterfaceLanguage) =>
  queryOptions({
    queryKey: [...studyStatisticsKey, interfaceLanguage] as const,
    queryFn: () => getStudyStatistics(interfaceLanguage),
  });

export function useStudyStatistics(interfaceLanguage: InterfaceLanguage) {
  return useQuery(studyStatisticsQueryOptions(interfaceLanguage));
}
