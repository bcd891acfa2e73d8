import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse } from '@tolk/contracts/admin';
import { adminEndpoints } from '@tolk/contracts/endpoints/admin';
import type { UserStatus } from '@tolk/contracts/users';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { applyUserChange } from './user-cache';

export function updateUserStatus({ id, status }: { id: string; status: UserStatus }): Promise<AdminUserResponse> {
  return callEndpoint(adminEndpoints.changeUserStatus, { params: { id }, body: { status } });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (response) => applyUserChange(queryClient, response.user),
  });
}
