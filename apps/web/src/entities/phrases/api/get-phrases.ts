import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { phrasesEndpoints } from '@tolk/contracts/endpoints/phrases';
import type { Phrase, PhrasesResponse } from '@tolk/contracts/phrases';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { firstPageParam, nextPageParam, readEveryPage } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';

/** One page of the user's saved phrases, newest first. */
export function getPhrasesPage(query: { limit?: number; cursor?: string | null } = {}): Promise<PhrasesResponse> {
  return callEndpoint(phrasesEndpoints.listPhrases, { query });
}

/** Every saved phrase, page by page: for sync, which matches uploads against the server's copies. */
export function getAllPhrases(): Promise<Phrase[]> {
  return readEveryPage(getPhrasesPage, (page) => page.phrases);
}

/** The /phrases list: pages loaded as the learner scrolls. */
export const phrasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...userDataKey, 'phrases'] as const,
    queryFn: ({ pageParam }) => getPhrasesPage({ cursor: pageParam }),
    initialPageParam: firstPageParam,
    getNextPageParam: nextPageParam,
  });

export function usePhrasePages() {
  return useInfiniteQuery(phrasesQueryOptions());
}

/** The newest `count` phrases alone (the personal home's recent list): one small page. */
export const recentPhrasesQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...userDataKey, 'recent-phrases', count] as const,
    queryFn: async () => (await getPhrasesPage({ limit: count })).phrases,
  });

export function useRecentPhrases(count: number) {
  return useQuery(recentPhrasesQueryOptions(count));
}
