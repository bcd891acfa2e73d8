import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse, adminPaths } from '@tolk/contracts/admin';
import type { UserStatus } from '@tolk/contracts/users';
import { apiRequest } from '../../../shared/api/api-client';
import { applyUserChange } from './user-cache';

export function updateUserStatus({ id, status }: { id: string; status: UserStatus }): Promise<AdminUserResponse> {
  return apiRequest(adminPaths.userStatus(id), {
    method: 'PATCH',
    auth: true,
    body: { status },
    schema: AdminUserResponse,
  });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (response) => applyUserChange(queryClient, response.user),
  });
}
