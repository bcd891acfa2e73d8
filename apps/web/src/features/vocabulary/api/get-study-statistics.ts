import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import { StudyStatisticsResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';
import { vocabularyKey } from './vocabulary-keys';

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
  const query = new URLSearchParams({ interfaceLanguage });
  const timeZone = browserTimeZone();
  if (timeZone) query.set('timeZone', timeZone);
  return apiRequest(`${vocabularyPaths.studyStatistics}?${query}`, { auth: true, schema: StudyStatisticsResponse });
}

export const studyStatisticsQueryOptions = (interfaceLanguage: InterfaceLanguage) =>
  queryOptions({
    queryKey: [...vocabularyKey, 'statistics', interfaceLanguage] as const,
    queryFn: () => getStudyStatistics(interfaceLanguage),
  });

export function useStudyStatistics(interfaceLanguage: InterfaceLanguage) {
  return useQuery(studyStatisticsQueryOptions(interfaceLanguage));
}
