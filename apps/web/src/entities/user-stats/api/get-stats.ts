import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsPaths, type UserStats, UserStatsResponse } from '@tolk/contracts/stats';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';

/** The statistics the server computes from the user's real data: also the totals of the paged lists. */
export async function getStats(): Promise<UserStats> {
  const response = await apiRequest(statsPaths.stats, { auth: true, schema: UserStatsResponse });
  return response.stats;
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: [...userDataKey, 'stats'] as const, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
