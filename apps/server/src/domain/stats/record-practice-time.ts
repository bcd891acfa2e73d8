import { PRACTICE_MINUTES_PER_HOUR_MAX } from '@tolk/contracts/limits';
import { and, eq, gte, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { practiceSessions } from '../../db/schema/stats';

/**
 * Records practice minutes, clamped to what is left of the current clock hour's allowance
 * (PRACTICE_MINUTES_PER_HOUR_MAX, UTC hours): no hour holds more than 60 minutes, so a script
 * cannot inflate the total. Clamped rather than refused, because the web app posts a minute at a
 * time and ignores errors; the answer says how many minutes counted. The user's row is locked
 * so two posts at once cannot both take the last minutes.
 */
export async function recordPracticeTime(options: {
  db: Database;
  userId: string;
  minutes: number;
  now?: Date;
}): Promise<number> {
  const { db, userId, minutes, now = new Date() } = options;
  const hourStart = new Date(now);
  hourStart.setUTCMinutes(0, 0, 0);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [used] = await tx
      .select({ minutes: sum(practiceSessions.minutes).mapWith(Number) })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), gte(practiceSessions.createdAt, hourStart)));
    const recorded = Math.max(0, Math.min(minutes, PRACTICE_MINUTES_PER_HOUR_MAX - (used?.minutes ?? 0)));
    if (recorded > 0) await tx.insert(practiceSessions).values({ userId, minutes: recorded, createdAt: now });
    return recorded;
  });
}
