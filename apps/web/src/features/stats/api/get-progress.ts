import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsPaths, type UserProgress, UserProgressResponse } from '@tolk/contracts/stats';
import { statsQueryOptions } from '../../../entities/user-stats/api/get-stats';
import { apiRequest } from '../../../shared/api/api-client';

/** Per-language figures and recent activity, computed by the server from the user's real data. */
export async function getProgress(): Promise<UserProgress> {
  const response = await apiRequest(statsPaths.progress, { auth: true, schema: UserProgressResponse });
  return response.progress;
}

/** Under the stats key, so whatever refreshes the user's library or stats refreshes this too. */
export const progressQueryOptions = () =>
  queryOptions({ queryKey: [...statsQueryOptions().queryKey, 'progress'] as const, queryFn: getProgress });

export function useProgress() {
  return useQuery(progressQueryOptions());
}
