import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DialogueEntry } from '@tolk/contracts/dialogue';
import { dialogueEndpoints } from '@tolk/contracts/endpoints/dialogue';
import type { LanguageCode } from '@tolk/contracts/languages';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';
import { type LinkPage, readLinkPage } from '../../../shared/api/link-pages';
import { dialogueKey } from './dialogue-keys';

/** One page of the learner's turns in a language, newest first. */
export function getDialogueHistoryPage(
  languageCode: LanguageCode,
  query: { cursor?: string | null } = {},
): Promise<LinkPage<DialogueEntry>> {
  return readLinkPage(dialogueEndpoints.history, { params: { languageCode }, query });
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
