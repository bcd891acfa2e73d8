import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsEndpoints } from '@tolk/contracts/endpoints/stats';
import type { UserProgress } from '@tolk/contracts/stats';
import { statsQueryOptions } from '../../../entities/user-stats/api/get-stats';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** Per-language figures and recent activity, computed by the server from the user's real data. */
export async function getProgress(): Promise<UserProgress> {
  const response = await callEndpoint(statsEndpoints.progress);
  return response.progress;
}

/** Under the stats key, so whatever refreshes the user's library or stats refreshes this too. */
export const progressQueryOptions = () =>
  queryOptions({ queryKey: [...statsQueryOptions().queryKey, 'progress'] as const, queryFn: getProgress });

export function useProgress() {
  return useQuery(progressQueryOptions());
}
