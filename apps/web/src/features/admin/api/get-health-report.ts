import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthEndpoints } from '@tolk/contracts/endpoints/health';
import type { HealthReport } from '@tolk/contracts/health';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export function getHealthReport(): Promise<HealthReport> {
  return callEndpoint(healthEndpoints.healthReport);
}

export const healthReportQueryOptions = () =>
  queryOptions({ queryKey: ['health', 'report'], queryFn: getHealthReport, staleTime: 0 });

export function useHealthReport() {
  return useQuery(healthReportQueryOptions());
}
