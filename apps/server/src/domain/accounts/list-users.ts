import type { PublicUser } from '@tolk/contracts/users';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorTime, toPage } from '../../db/keyset-page';
import { users } from '../../db/schema/accounts';
import { toPublicUser } from '../../users/public-user';

/** One page of every account, newest first, after `cursor`, on the (created_at, id) index, and how many there are. */
export async function listUsers(options: {
  db: Database;
  limit: number;
  cursor?: string;
}): Promise<{ users: PublicUser[]; nextCursor: string | null; total: number }> {
  const { db, limit, cursor } = options;
  const rows = await db
    .select({ user: users, id: users.id, cursorTime: cursorTime(users) })
    .from(users)
    .where(afterCursor(users, cursor))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const [all] = await db.select({ total: count() }).from(users);
  const page = toPage(rows, limit);
  return { users: page.rows.map((row) => toPublicUser(row.user)), nextCursor: page.nextCursor, total: all?.total ?? 0 };
}
