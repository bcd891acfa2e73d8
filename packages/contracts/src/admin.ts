import { z } from 'zod';
import { CursorPageQuery } from './pagination';
import { safeString } from './safe-text';
import { PublicUser, UserRole, UserStatus } from './users';

export const adminPaths = {
  users: '/api/admin/users',
  userStatus: (id: string) => `/api/admin/users/${id}/status`,
  userRole: (id: string) => `/api/admin/users/${id}/role`,
  user: (id: string) => `/api/admin/users/${id}`,
  health: '/api/admin/health',
  pendingSignups: '/api/admin/pending-signups',
  clearPendingSignups: '/api/admin/pending-signups/clear',
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

/**
 * GET /api/admin/pending-signups: accounts waiting for approval, grouped by the network they signed
 * up from (IPv4 /24, IPv6 /48 by default; `unknown` for accounts made before it was recorded or by
 * an administrator), most first; and whether sign-up is being refused right now.
 */
export const PendingSignupsResponse = z.object({
  networks: z.array(
    z.object({
      /** CIDR text ('203.0.113.0/24'), or null for accounts without a recorded network. */
      network: z.string().nullable(),
      pending: z.number().int().positive(),
      /** ISO time of the newest pending sign-up from it. */
      lastSignupAt: z.string(),
    }),
  ),
  /**
   * Sign-up refusals in the current hour (any of the per-address, per-network and total caps):
   * since the first, and how many; null when none.
   */
  throttle: z.object({ since: z.string(), refused: z.number().int().positive() }).nullable(),
});
export type PendingSignupsResponse = z.infer<typeof PendingSignupsResponse>;

/** POST /api/admin/pending-signups/clear: deletes every PENDING account of one network (null: those without). */
export const ClearPendingSignupsRequest = z.object({
  network: safeString('Network').min(1, 'Network is required').max(64, 'Network is not valid').nullable(),
});
export type ClearPendingSignupsRequest = z.infer<typeof ClearPendingSignupsRequest>;

export const ClearPendingSignupsResponse = z.object({
  success: z.literal(true),
  deleted: z.number().int().nonnegative(),
});
export type ClearPendingSignupsResponse = z.infer<typeof ClearPendingSignupsResponse>;
