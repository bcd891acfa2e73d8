import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUserResponse } from '@tolk/contracts/admin';
import { adminEndpoints } from '@tolk/contracts/endpoints/admin';
import { sessionStore } from '../../../entities/session/session-store';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { mapLoadedPages } from '../../../shared/api/cursor-pages';
import { usersQueryOptions } from './get-users';

export function deleteUser({ id }: { id: string }): Promise<DeleteUserResponse> {
  return callEndpoint(adminEndpoints.deleteUser, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_response, { id }) => {
      queryClient.setQueryData(usersQueryOptions().queryKey, (data) =>
        mapLoadedPages(data, (page) => ({
          ...page,
          items: page.items.filter((user) => user.id !== id),
          total: page.total === null ? null : Math.max(0, page.total - 1),
        })),
      );
      void queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
      // An admin who deleted their own account has no session left.
      if (sessionStore.getSnapshot().user?.id === id) sessionStore.clear();
    },
  });
}
