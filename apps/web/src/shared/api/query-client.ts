import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not improve on retry; a dropped connection gets one more chance.
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
