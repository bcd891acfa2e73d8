import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-errors';

export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online and then follows the events: an app opened offline
  // would take the first 'online' event for no change and reload nothing.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not improve on retry; a dropped connection gets one more chance.
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
        staleTime: 30_000,
        // Offline a query runs anyway: the local stores answer, a server call fails at once and the page
        // says so, where the default ('online') would pause it and spin until the network returns
        // (docs/decisions/029).
        networkMode: 'always',
        // What the screen shows once the connection is back comes from the server again, however fresh it looked.
        refetchOnReconnect: 'always',
      },
      // Never queued for later: a change the server has not made fails now, where the learner sees it.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
