import type { QueryClient } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@tolk/contracts/admin';
import type { PublicUser } from '@tolk/contracts/users';
import { sessionStore } from '../../../entities/session/session-store';
import { usersQueryOptions } from './get-users';

/**
 * After a status or role change: put the server's user into the table and, when the
 * admin changed their own account, into the session (the guards then follow).
 */
export function applyUserChange(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData<AdminUsersResponse>(usersQueryOptions().queryKey, (users) =>
    users?.map((existing) => (existing.id === user.id ? user : existing)),
  );
  void queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
  sessionStore.updateUser(user);
}
