import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not improve on retry; a dropped connection gets one more chance.
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
        staleTime: 30_000,
        // Offline a query runs anyway: the local stores answer, a server call fails at once and the page
        // says so, where the default ('online') would pause it and spin until the network returns
        // (docs/decisions/029). The lists still reload when the connection comes back (refetchOnReconnect).
        networkMode: 'always',
      },
      // Never queued for later: a change the server has not made fails now, where the learner sees it.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
