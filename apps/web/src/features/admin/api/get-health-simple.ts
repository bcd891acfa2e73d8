import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { HealthSimpleResponse } from '@tolk/contracts/health';
import { HEALTH_POLL_MS } from '@tolk/contracts/limits';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export function getHealthSimple(): Promise<HealthSimpleResponse> {
  return callEndpoint(healthEndpoints.healthSimple);
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
