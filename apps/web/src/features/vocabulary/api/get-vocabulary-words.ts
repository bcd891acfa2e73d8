import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { VocabularyWordsResponse } from '@tolk/contracts/vocabulary';
import { vocabularyWordsKey } from '../../../entities/study-words/api/study-words-keys';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';

/** One page of the study list with the trainer's labels, newest first. */
export function getVocabularyWordsPage(query: { cursor?: string | null } = {}): Promise<VocabularyWordsResponse> {
  return callEndpoint(vocabularyEndpoints.vocabularyWords, { query });
}

export const vocabularyWordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: vocabularyWordsKey,
    queryFn: ({ pageParam }) => getVocabularyWordsPage({ cursor: pageParam }),
    initialPageParam: firstPageParam,
    getNextPageParam: nextPageParam,
  });

export function useVocabularyWordPages() {
  return useInfiniteQuery(vocabularyWordsQueryOptions());
}
