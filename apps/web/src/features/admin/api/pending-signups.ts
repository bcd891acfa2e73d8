import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@tolk/contracts/endpoints/admin';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { usersQueryOptions } from './get-users';

/** Pending accounts by the network they signed up from, and whether sign-up is being refused. */
export const pendingSignupsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'pending-signups'],
    queryFn: () => callEndpoint(adminEndpoints.pendingSignups),
    staleTime: 0,
  });

export function usePendingSignups() {
  return useQuery(pendingSignupsQueryOptions());
}

/** Deletes one network's pending accounts; the user table and this list are read again. */
export function useClearPendingSignups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: string | null) => callEndpoint(adminEndpoints.clearPendingSignups, { body: { network } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pendingSignupsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
