import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@tolk/contracts/accounts';
import { accountsEndpoints } from '@tolk/contracts/endpoints/accounts';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { sessionStore } from '../session-store';
import { useSession } from '../use-session';

/**
 * The server re-checks the account on every request. A 200 refreshes the stored user;
 * 401 and 403 ACCOUNT_* are applied to the session by the API client.
 */
export async function getMe(): Promise<MeResponse> {
  const response = await callEndpoint(accountsEndpoints.me);
  sessionStore.updateUser(response.user);
  return response;
}

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: getMe,
    enabled: Boolean(token),
    staleTime: 0,
    retry: false,
  });

export function useMe() {
  const { token } = useSession();
  return useQuery(meQueryOptions(token));
}
