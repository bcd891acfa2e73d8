import type { Database } from '../../db/client';
import { streakCheckIns } from '../../db/schema/stats';

/**
 * Records that the user opened the app today (the web app posts its streak once per calendar
 * day): a day of activity for the server's streak. The number the client sent is not stored;
 * a repeated post on the same UTC day changes nothing.
 */
export async function checkInStreak(options: { db: Database; userId: string; now?: Date }): Promise<void> {
  const { db, userId, now = new Date() } = options;
  await db
    .insert(streakCheckIns)
    .values({ userId, day: now.toISOString().slice(0, 10), createdAt: now })
    .onConflictDoNothing();
}
