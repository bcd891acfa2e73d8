import type { UserRole, UserStatus } from '@tolk/contracts/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema/accounts';
import { AppError } from '../../errors/app-error';

export type AccessChange = { status: UserStatus } | { role: UserRole } | { delete: true };

/**
 * Applies an administrator's change to a user's status, role or existence, refusing any change
 * that would leave no ACTIVE ADMIN (nobody could then approve anyone). Active admin rows are
 * locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function changeUserAccess(options: {
  db: Database;
  targetId: string;
  change: AccessChange;
}): Promise<UserRow | undefined> {
  const { db, targetId, change } = options;
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'ACTIVE'), eq(users.role, 'ADMIN')))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');

    const staysActiveAdmin =
      !('delete' in change) &&
      ('status' in change ? change.status : target.status) === 'ACTIVE' &&
      ('role' in change ? change.role : target.role) === 'ADMIN';
    const othersRemaining = activeAdmins.filter((admin) => admin.id !== target.id).length;
    if (!staysActiveAdmin && othersRemaining === 0 && activeAdmins.some((admin) => admin.id === target.id)) {
      throw new AppError(
        'LAST_ADMIN',
        'You are the last active administrator. Make another user an active administrator first.',
      );
    }

    if ('delete' in change) {
      await tx.delete(users).where(eq(users.id, targetId));
      return undefined;
    }
    const [updated] = await tx.update(users).set(change).where(eq(users.id, targetId)).returning();
    return updated;
  });
}

export async function countActiveAdmins(db: Database, exceptId?: string): Promise<number> {
  const conditions = [eq(users.status, 'ACTIVE'), eq(users.role, 'ADMIN')];
  if (exceptId) conditions.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...conditions));
  return row?.count ?? 0;
}
