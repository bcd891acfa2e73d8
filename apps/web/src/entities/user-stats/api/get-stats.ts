import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import type { UserStats } from '@tolk/contracts/stats';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { userDataKey } from '../../../shared/api/user-data-key';

/** The statistics the server computes from the user's real data: also the totals of the paged lists. */
export async function getStats(): Promise<UserStats> {
  const response = await callEndpoint(statsEndpoints.stats);
  return response.stats;
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: [...userDataKey, 'stats'] as const, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
