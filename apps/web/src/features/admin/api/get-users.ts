import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@tolk/contracts/endpoints/admin';
import type { PublicUser } from '@tolk/contracts/users';
import { firstPageParam, nextPageParam } from '../../../shared/api/cursor-pages';
import { type LinkPage, readLinkPage } from '../../../shared/api/link-pages';

/** One page of the user table, newest first, with the number of all accounts. */
export function getUsersPage(query: { limit?: number; cursor?: string | null } = {}): Promise<LinkPage<PublicUser>> {
  return readLinkPage(adminEndpoints.listUsers, { query });
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
