import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AdminUsersResponse, adminPaths } from '@tolk/contracts/admin';
import { cursorPageSearch } from '@tolk/contracts/pagination';
import { apiRequest } from '../../../shared/api/api-client';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';

/** One page of the user table, newest first, with the number of all accounts. */
export function getUsersPage(query: { limit?: number; cursor?: string | null } = {}): Promise<AdminUsersResponse> {
  return apiRequest(`${adminPaths.users}${cursorPageSearch(query)}`, { auth: true, schema: AdminUsersResponse });
}

/** The user table: pages loaded as the admin scrolls. */
export const usersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users'],
    queryFn: ({ pageParam }) => getUsersPage({ cursor: pageParam }),
    initialPageParam: firstPageParam,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export function useUserPages() {
  return useInfiniteQuery(usersQueryOptions());
}
