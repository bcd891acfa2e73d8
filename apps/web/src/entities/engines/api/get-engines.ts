import { queryOptions, useQuery } from '@tanstack/react-query';
import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import type { EnginesResponse } from '@tolk/contracts/engines';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export function getEngines(): Promise<EnginesResponse> {
  return callEndpoint(translationEndpoints.engines);
}

/** Which pairs and languages the server's engines serve; it changes only when the server restarts. */
export const enginesQueryOptions = () =>
  queryOptions({ queryKey: ['engines'], queryFn: getEngines, staleTime: 5 * 60_000 });

export function useEngines() {
  return useQuery(enginesQueryOptions());
}
