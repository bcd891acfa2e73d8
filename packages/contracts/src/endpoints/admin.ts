import {
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  DeleteUserResponse,
  UpdateUserRoleRequest,
  UpdateUserStatusRequest,
} from '../admin';
import { endpoint } from '../endpoint';
import { UserIdParams } from '../users';

export const adminEndpoints = {
  listUsers: endpoint({
    summary: 'One page of every account, as a list; the next page in the Link header, the count in X-Total-Count.',
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    engineBudget: 'none',
    query: AdminUsersQuery,
    responses: { 200: AdminUsersResponse },
    produces: 'json',
  }),
  changeUserStatus: endpoint({
    summary: "Approve, block or unblock a user's account.",
    method: 'PATCH',
    path: '/api/admin/users/:id/status',
    access: 'admin',
    engineBudget: 'none',
    params: UserIdParams,
    body: UpdateUserStatusRequest,
    responses: { 200: AdminUserResponse },
    produces: 'json',
  }),
  changeUserRole: endpoint({
    summary: "Make a user an administrator or take the role back (never the last administrator's).",
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    engineBudget: 'none',
    params: UserIdParams,
    body: UpdateUserRoleRequest,
    responses: { 200: AdminUserResponse },
    produces: 'json',
  }),
  deleteUser: endpoint({
    summary: 'Delete an account with everything it stored.',
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    engineBudget: 'none',
    params: UserIdParams,
    responses: { 200: DeleteUserResponse },
    produces: 'json',
  }),
};
