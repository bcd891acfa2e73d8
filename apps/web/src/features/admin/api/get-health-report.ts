import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthReport, healthPaths } from '@tolk/contracts/health';
import { apiRequest } from '../../../shared/api/api-client';

export function getHealthReport(): Promise<HealthReport> {
  return apiRequest(healthPaths.full, { auth: true, schema: HealthReport });
}

export const healthReportQueryOptions = () =>
  queryOptions({ queryKey: ['health', 'report'], queryFn: getHealthReport, staleTime: 0 });

export function useHealthReport() {
  return useQuery(healthReportQueryOptions());
}
