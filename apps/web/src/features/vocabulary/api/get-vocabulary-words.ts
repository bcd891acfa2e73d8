import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cursorPageSearch } from '@tolk/contracts/pagination';
import { VocabularyWordsResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';
import { vocabularyKey } from './vocabulary-keys';

/** One page of the study list with the trainer's labels, newest first. */
export function getVocabularyWordsPage(query: { cursor?: string | null } = {}): Promise<VocabularyWordsResponse> {
  return apiRequest(`${vocabularyPaths.vocabularyWords}${cursorPageSearch(query)}`, {
    auth: true,
    schema: VocabularyWordsResponse,
  });
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
