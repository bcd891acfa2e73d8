import { z } from 'zod';
import { PublicUser, UserRole, UserStatus } from './users';

export const adminPaths = {
  users: '/api/admin/users',
  userStatus: (id: string) => `/api/admin/users/${id}/status`,
  userRole: (id: string) => `/api/admin/users/${id}/role`,
  user: (id: string) => `/api/admin/users/${id}`,
  health: '/api/admin/health',
} as const;

/** The admin table reads a bare list of users, newest first. */
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
