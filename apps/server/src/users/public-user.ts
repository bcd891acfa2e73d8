import type { PublicUser } from '@tolk/contracts/users';
import type { UserRow } from '../db/schema/accounts';

/** Whitelists what leaves the server about a user: never the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** E-mails are unique regardless of case and surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
