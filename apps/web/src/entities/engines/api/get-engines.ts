import { queryOptions, useQuery } from '@tanstack/react-query';
import { EnginesResponse, enginesPath } from '@tolk/contracts/engines';
import { apiRequest } from '../../../shared/api/api-client';

export function getEngines(): Promise<EnginesResponse> {
  return apiRequest(enginesPath, { auth: true, schema: EnginesResponse });
}

/** Which pairs and languages the server's engines serve; it changes only when the server restarts. */
export const enginesQueryOptions = () =>
  queryOptions({ queryKey: ['engines'], queryFn: getEngines, staleTime: 5 * 60_000 });

export function useEngines() {
  return useQuery(enginesQueryOptions());
}
