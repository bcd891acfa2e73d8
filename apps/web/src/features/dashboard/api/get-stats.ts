import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsPaths, type UserStats, UserStatsResponse } from '@tolk/contracts/stats';
import { apiRequest } from '../../../shared/api/api-client';
import { userLibraryKeys } from '../../../shared/api/user-library/query-keys';

/** The statistics the server computes from the user's real data. */
export async function getStats(): Promise<UserStats> {
  const response = await apiRequest(statsPaths.stats, { auth: true, schema: UserStatsResponse });
  return response.stats;
}

export const statsQueryOptions = () => queryOptions({ queryKey: userLibraryKeys.stats, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions());
}
