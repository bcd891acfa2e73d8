import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { VocabularyWordsResponse } from '@tolk/contracts/vocabulary';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';
import { vocabularyKey } from './vocabulary-keys';

/** One page of the study list with the trainer's labels, newest first. */
export function getVocabularyWordsPage(query: { cursor?: string | null } = {}): Promise<VocabularyWordsResponse> {
  return callEndpoint(vocabularyEndpoints.vocabularyWords, { query });
}

export const vocabularyWordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...vocabularyKey, 'words'] as const,
    queryFn: ({ pageParam }) => getVocabularyWordsPage({ cursor: pageParam }),
    initialPageParam: firstPageParam,
    getNextPageParam: nextPageParam,
  });

export function useVocabularyWordPages() {
  return useInfiniteQuery(vocabularyWordsQueryOptions());
}
