import { z } from 'zod';
import { safeString } from './safe-text';

export const UserStatus = z.enum(['PENDING', 'ACTIVE', 'BLOCKED']);
export type UserStatus = z.infer<typeof UserStatus>;

export const UserRole = z.enum(['USER', 'ADMIN']);
export type UserRole = z.infer<typeof UserRole>;

/** What any client may see of a user: never the password hash. */
export const PublicUser = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  status: UserStatus,
  role: UserRole,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const UserIdParams = z.object({ id: safeString('User id').uuid('User id must be a UUID') });
export type UserIdParams = z.infer<typeof UserIdParams>;
