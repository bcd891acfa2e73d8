import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { PublicConfig } from '@tolk/contracts/public-config';
import { callEndpoint } from './call-endpoint';

export function getPublicConfig(): Promise<PublicConfig> {
  return callEndpoint(healthEndpoints.publicConfig);
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
