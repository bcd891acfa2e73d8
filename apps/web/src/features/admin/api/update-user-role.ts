import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse } from '@tolk/contracts/admin';
import { adminEndpoints } from '@tolk/contracts/endpoints/admin';
import type { UserRole } from '@tolk/contracts/users';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { applyUserChange } from './user-cache';

export function updateUserRole({ id, role }: { id: string; role: UserRole }): Promise<AdminUserResponse> {
  return callEndpoint(adminEndpoints.changeUserRole, { params: { id }, body: { role } });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (response) => applyUserChange(queryClient, response.user),
  });
}
