import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Phrase, PhrasesResponse, phrasePaths } from '@tolk/contracts/phrases';
import { apiRequest } from '../api-client';
import { userLibraryKeys } from './query-keys';

/** The user's saved phrases, newest first. */
export async function getPhrases(): Promise<Phrase[]> {
  const response = await apiRequest(phrasePaths.phrases, { auth: true, schema: PhrasesResponse });
  return response.phrases;
}

export const phrasesQueryOptions = () => queryOptions({ queryKey: userLibraryKeys.phrases, queryFn: getPhrases });

export function usePhrases() {
  return useQuery(phrasesQueryOptions());
}
