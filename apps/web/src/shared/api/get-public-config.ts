import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfig, publicConfigPath } from '@tolk/contracts/public-config';
import { apiRequest } from './api-client';

export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest(publicConfigPath, { schema: PublicConfig });
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
