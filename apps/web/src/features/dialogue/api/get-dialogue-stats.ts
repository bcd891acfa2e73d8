import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DialogueStats } from '@tolk/contracts/dialogue';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dialogueKey } from './dialogue-keys';

const statsKey = [...dialogueKey, 'stats'] as const;

/** GET stats/{languageCode}: the learner's dialogues, words and minutes in one language. */
export function getDialogueStats(languageCode: LanguageCode): Promise<DialogueStats> {
  return callEndpoint(dialogueEndpoints.stats, { params: { languageCode } });
}

/** GET stats: the same totals for every language the learner has practised, most dialogues first. */
export function getPractisedLanguages(): Promise<DialogueStats[]> {
  return callEndpoint(dialogueEndpoints.statsAll);
}

/** Every statistics query of the dialogue: what Refresh and a sent message refresh. */
export const dialogueStatsKey = statsKey;

export const dialogueStatsQueryOptions = (languageCode: LanguageCode) =>
  queryOptions({
    queryKey: [...statsKey, 'language', languageCode] as const,
    queryFn: () => getDialogueStats(languageCode),
  });

export const practisedLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: [...statsKey, 'all'] as const,
    queryFn: getPractisedLanguages,
    select: (list: DialogueStats[]) => list.filter((stats) => stats.totalDialogues > 0),
  });

export function useDialogueStats(languageCode: LanguageCode) {
  return useQuery(dialogueStatsQueryOptions(languageCode));
}

export function usePractisedLanguages() {
  return useQuery(practisedLanguagesQueryOptions());
}
