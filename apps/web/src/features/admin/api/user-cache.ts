import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@tolk/contracts/users';
import { sessionStore } from '../../../entities/session/session-store';
import { mapLoadedPages } from '../../../shared/api/cursor-pages';
import { usersQueryOptions } from './get-users';

/**
 * After a status or role change: put the server's user into the table and, when the
 * admin changed their own account, into the session (the guards then follow).
 */
export function applyUserChange(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(usersQueryOptions().queryKey, (data) =>
    mapLoadedPages(data, (page) => ({
      ...page,
      items: page.items.map((existing) => (existing.id === user.id ? user : existing)),
    })),
  );
  void queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
  sessionStore.updateUser(user);
}
