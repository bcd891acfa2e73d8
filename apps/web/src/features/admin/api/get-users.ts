import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUsersResponse, adminPaths } from '@tolk/contracts/admin';
import { apiRequest } from '../../../shared/api/api-client';

export function getUsers(): Promise<AdminUsersResponse> {
  return apiRequest(adminPaths.users, { auth: true, schema: AdminUsersResponse });
}

export const usersQueryOptions = () => queryOptions({ queryKey: ['admin', 'users'], queryFn: getUsers, staleTime: 0 });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
