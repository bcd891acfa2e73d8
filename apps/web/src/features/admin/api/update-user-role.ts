import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse, adminPaths } from '@tolk/contracts/admin';
import type { UserRole } from '@tolk/contracts/users';
import { apiRequest } from '../../../shared/api/api-client';
import { applyUserChange } from './user-cache';

export function updateUserRole({ id, role }: { id: string; role: UserRole }): Promise<AdminUserResponse> {
  return apiRequest(adminPaths.userRole(id), {
    method: 'PATCH',
    auth: true,
    body: { role },
    schema: AdminUserResponse,
  });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (response) => applyUserChange(queryClient, response.user),
  });
}
