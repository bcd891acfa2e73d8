import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthSimpleResponse, healthPaths } from '@tolk/contracts/health';
import { HEALTH_POLL_MS } from '@tolk/contracts/limits';
import { apiRequest } from '../../../shared/api/api-client';

export function getHealthSimple(): Promise<HealthSimpleResponse> {
  return apiRequest(healthPaths.simple, { schema: HealthSimpleResponse });
}

export const healthSimpleQueryOptions = () =>
  queryOptions({
    queryKey: ['health', 'simple'],
    queryFn: getHealthSimple,
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
    retry: false,
  });

/** Polled every 30 s for the admin status badge (docs/product.md, Admin). */
export function useHealthSimple() {
  return useQuery(healthSimpleQueryOptions());
}
