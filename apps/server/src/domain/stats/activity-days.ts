import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userActivityDays } from '../../db/schema/stats';
import { learningStreak } from './learning-streak';

/** Days read at a time, newest first; a streak longer than a page reads the next one. */
const PAGE = 64;

export interface RecentActivity {
  /** Consecutive UTC days with activity back from today (or yesterday): see learningStreak. */
  streak: number;
  /** The newest activity of any kind, or null before any. */
  lastAt: Date | null;
}

/**
 * The learner's streak and latest activity from the days the triggers note (drizzle/0019,
 * decision 040): newest day first, a page at a time, stopping at the first gap, so the cost is
 * the streak's length in days and not the learner's history.
 */
export async function readRecentActivity(db: Database, userId: string, now: Date): Promise<RecentActivity> {
  const days: string[] = [];
  let lastAt: Date | null = null;
  let before: string | undefined;
  for (;;) {
    const page = await db
      .select({ day: userActivityDays.day, lastAt: userActivityDays.lastAt })
      .from(userActivityDays)
      .where(and(eq(userActivityDays.userId, userId), before ? lt(userActivityDays.day, before) : undefined))
      .orderBy(desc(userActivityDays.day))
      .limit(PAGE);
    lastAt ??= page[0]?.lastAt ?? null;
    days.push(...page.map((row) => row.day));
    const streak = learningStreak(days, now);
    // The run reaches the page's oldest day only if every day read belongs to it.
    if (page.length < PAGE || streak < days.length) return { streak, lastAt };
    before = page[page.length - 1]?.day;
  }
}
