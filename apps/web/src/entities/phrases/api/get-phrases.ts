import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Phrase, PhrasesResponse, phrasePaths } from '@tolk/contracts/phrases';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';

/** The user's saved phrases, newest first. */
export async function getPhrases(): Promise<Phrase[]> {
  const response = await apiRequest(phrasePaths.phrases, { auth: true, schema: PhrasesResponse });
  return response.phrases;
}

export const phrasesQueryOptions = () =>
  queryOptions({ queryKey: [...userDataKey, 'phrases'] as const, queryFn: getPhrases });

export function usePhrases() {
  return useQuery(phrasesQueryOptions());
}
