import { queryOptions, useQuery } from '@tanstack/react-query';
import { translationEndpoints } from '@tolk/contracts/endpoints/translation';
import type { EnginesResponse } from '@tolk/contracts/engines';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export function getEngines(): Promise<EnginesResponse> {
  return callEndpoint(translationEndpoints.engines);
}

/** How often the engines are asked again while one of them is temporarily unavailable. */
export const ENGINES_RECHECK_MS = 5_000;

/**
 * Which pairs and languages the server's engines serve: it changes when the server restarts, and
 * while an engine is out for a moment, so then it is asked again every few seconds until it is back.
 */
export const enginesQueryOptions = () =>
  queryOptions({
    queryKey: ['engines'],
    queryFn: getEngines,
    staleTime: 5 * 60_000,
    refetchInterval: (query) => {
      const data = query.state.data;
      const outage = data && Object.values(data).some((capability) => capability.temporarilyUnavailable?.length);
      return outage ? ENGINES_RECHECK_MS : false;
    },
  });

export function useEngines() {
  return useQuery(enginesQueryOptions());
}
