import { z } from 'zod';
import { CursorPageQuery, cursorPage } from './pagination';
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
 * One page of the admin table's users, newest first; nextCursor asks for the next, null on the
 * last. An object rather than the bare list it was, so the page can carry its cursor, and `total`,
 * every account, for the table's count (the accounts are few: counting them is one index scan).
 */
export const AdminUsersResponse = cursorPage({
  success: z.literal(true),
  users: z.array(PublicUser),
  total: z.number().int().nonnegative(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const UpdateUserStatusRequest = z.object({ status: UserStatus });
export type UpdateUserStatusRequest = z.infer<typeof UpdateUserStatusRequest>;

export const UpdateUserRoleRequest = z.object({ role: UserRole });
export type UpdateUserRoleRequest = z.infer<typeof UpdateUserRoleRequest>;

export const AdminUserResponse = z.object({ success: z.literal(true), message: z.string(), user: PublicUser });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;

export const DeleteUserResponse = z.object({ success: z.literal(true), message: z.string() });
export type DeleteUserResponse = z.infer<typeof DeleteUserResponse>;
