import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DialogueHistoryPage, dialoguePaths } from '@tolk/contracts/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { cursorPageSearch } from '@tolk/contracts/pagination';
import { apiRequest } from '../../../shared/api/api-client';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';
import { dialogueKey } from './dialogue-keys';

/** One page of the learner's turns in a language, newest first. */
export function getDialogueHistoryPage(
  languageCode: LanguageCode,
  query: { cursor?: string | null } = {},
): Promise<DialogueHistoryPage> {
  return apiRequest(`${dialoguePaths.history(languageCode)}${cursorPageSearch(query)}`, {
    auth: true,
    schema: DialogueHistoryPage,
  });
}

export const dialogueHistoryQueryOptions = (languageCode: LanguageCode) =>
  infiniteQueryOptions({
    queryKey: [...dialogueKey, 'history', languageCode] as const,
    queryFn: ({ pageParam }) => getDialogueHistoryPage(languageCode, { cursor: pageParam }),
    initialPageParam: firstPageParam,
    getNextPageParam: nextPageParam,
  });

export function useDialogueHistory(languageCode: LanguageCode) {
  return useInfiniteQuery(dialogueHistoryQueryOptions(languageCode));
}
