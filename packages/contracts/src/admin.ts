import { z } from 'zod';
import { CursorPageQuery } from './pagination';
import { PublicUser, UserRole, UserStatus } from './users';

export const adminPaths = {
  users: '/api/admin/users',
  userStatus: (id: string) => `/api/admin/users/${id}/status`,
  userRole: (id: string) => `/api/admin/users/${id}/role`,
  user: (id: string) => `/api/admin/users/${id}`,
  health: '/api/admin/health',
} as const;

/** GET /api/admin/users?limit=&cursor=: one page of every account. */
export const AdminUsersQuery = CursorPageQuery;
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

/**
 * One page of the admin table's users, newest first, as the list the call list names. The next
 * page's URL is in the `Link` header (rel="next", absent on the last page) and every account's
 * count in `X-Total-Count`, for the table's count (the accounts are few: one index scan).
 */
export const AdminUsersResponse = z.array(PublicUser);
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const UpdateUserStatusRequest = z.object({ status: UserStatus });
export type UpdateUserStatusRequest = z.infer<typeof UpdateUserStatusRequest>;

export const UpdateUserRoleRequest = z.object({ role: UserRole });
export type UpdateUserRoleRequest = z.infer<typeof UpdateUserRoleRequest>;

export const AdminUserResponse = z.object({ success: z.literal(true), message: z.string(), user: PublicUser });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

export const DeleteUserResponse = z.object({ success: z.literal(true), message: z.string() });
export type DeleteUserResponse = z.infer<typeof DeleteUserResponse>;
