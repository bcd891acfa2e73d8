import { queryOptions, useQueries } from '@tanstack/react-query';
import type {
  HealthReport,
  HealthSimpleResponse,
  RateLimitStatusResponse,
  TestAdminResponse,
  TestJwtResponse,
} from '@tolk/contracts/health';
import { type ProbeResult, probe } from '../lib/probe';
import { getHealthReport } from './get-health-report';
import { getHealthSimple } from './get-health-simple';
import { getRateLimitStatus } from './get-rate-limit-status';
import { getTestAdmin } from './get-test-admin';
import { getTestJwt } from './get-test-jwt';

const probeOptions = <T>(id: string, run: () => Promise<T>) =>
  queryOptions({
    queryKey: ['diagnostics', id],
    queryFn: (): Promise<ProbeResult<T>> => probe(run),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const diagnosticsQueryKey = ['diagnostics'] as const;

/** The five health checks of the diagnostics page, run in parallel. */
export function useDiagnostics(enabled: boolean) {
  const [simple, report, jwt, admin, rateLimit] = useQueries({
    queries: [
      { ...probeOptions<HealthSimpleResponse>('simple', getHealthSimple), enabled },
      { ...probeOptions<HealthReport>('report', getHealthReport), enabled },
      { ...probeOptions<TestJwtResponse>('jwt', getTestJwt), enabled },
      { ...probeOptions<TestAdminResponse>('admin', getTestAdmin), enabled },
      { ...probeOptions<RateLimitStatusResponse>('rate-limit', getRateLimitStatus), enabled },
    ],
  });
  return { simple, report, jwt, admin, rateLimit };
}
