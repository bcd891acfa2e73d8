import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  vocabularyReviewQuarters,
  vocabularyReviewTotals,
  vocabularyStreakSummaries,
} from '../../db/schema/vocabulary';
import { quarterOf, quarterStart } from './review-quarters';
import { dayFormatter, extendStreaks, reviewStreaks, type StreakSummary, summaryStreaks } from './study-streak';

export interface ReviewFigures {
  totalReviews: number;
  correctReviews: number;
  currentStreak: number;
  longestStreak: number;
  reviewedToday: number;
}

/** Quarters in a day and a little more (a day lasts 23 to 25 hours): today's are among the latest this many. */
const TODAYS_QUARTERS = 104;

/**
 * The learner's answers in all (kept by a trigger), their streaks in `timeZone` and today's
 * answers at `now`. The streaks come from the learner's summary of the days with answers through
 * a quarter hour, extended by the quarters answered since; it is made again from every quarter
 * when the learner asks in another time zone, when an earlier quarter changed since (the totals'
 * rewrites), or when `now` is before its last answer (decision 037).
 */
export async function reviewFigures(options: {
  db: Database;
  userId: string;
  timeZone: string;
  now: Date;
  /** Set on the second call that makes the summary again. */
  rebuild?: boolean;
}): Promise<ReviewFigures> {
  const { db, userId, timeZone, now } = options;
  // The totals first: a rewrite after this read leaves a summary that says it is out of date.
  const [totals] = await db.select().from(vocabularyReviewTotals).where(eq(vocabularyReviewTotals.userId, userId));
  if (!totals) return { totalReviews: 0, correctReviews: 0, currentStreak: 0, longestStreak: 0, reviewedToday: 0 };
  const [kept] = await db.select().from(vocabularyStreakSummaries).where(eq(vocabularyStreakSummaries.userId, userId));
  const format = dayFormatter(timeZone);
  const today = format(now);
  const nowQuarter = quarterOf(now);
  const current =
    kept &&
    !options.rebuild &&
    kept.timeZone === timeZone &&
    Number(kept.rewrites) === Number(totals.rewrites) &&
    Number(kept.throughQuarter) <= nowQuarter
      ? kept
      : undefined;

  const since = current ? Math.min(Number(current.throughQuarter), nowQuarter - TODAYS_QUARTERS) : null;
  const rows = await db
    .select({ quarter: vocabularyReviewQuarters.quarter, reviews: vocabularyReviewQuarters.reviews })
    .from(vocabularyReviewQuarters)
    .where(
      and(
        eq(vocabularyReviewQuarters.userId, userId),
        since === null ? undefined : gt(vocabularyReviewQuarters.quarter, since),
      ),
    )
    .orderBy(asc(vocabularyReviewQuarters.quarter));
  const days = rows.map((row) => ({
    quarter: Number(row.quarter),
    day: format(quarterStart(Number(row.quarter))),
    reviews: Number(row.reviews),
  }));
  // Answers after `now` (a clock handed in by a test): the days after today need every quarter.
  if (current && (days.at(-1)?.day ?? today) > today) return reviewFigures({ ...options, rebuild: true });
  const reviewedToday = days.filter((row) => row.day === today).reduce((sum, row) => sum + row.reviews, 0);
  const through = Number(current?.throughQuarter ?? Number.NEGATIVE_INFINITY);
  const summary = extendStreaks(
    current ? { lastDay: current.lastDay, currentRun: current.currentRun, longestRun: current.longestRun } : null,
    days.filter((row) => row.quarter > through).map((row) => row.day),
  );
  const last = rows.at(-1);
  if (summary && last && Number(last.quarter) > through) {
    await keepSummary(db, userId, {
      timeZone,
      throughQuarter: Number(last.quarter),
      rewrites: totals.rewrites,
      summary,
    });
  }
  const streaks =
    current || !summary || today >= summary.lastDay
      ? summaryStreaks(summary, today)
      : reviewStreaks(
          days.map((row) => row.day),
          today,
        );
  return {
    totalReviews: Number(totals.reviews),
    correctReviews: Number(totals.correct),
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    reviewedToday,
  };
}

async function keepSummary(
  db: Database,
  userId: string,
  kept: { timeZone: string; throughQuarter: number; rewrites: number; summary: StreakSummary },
): Promise<void> {
  const values = {
    timeZone: kept.timeZone,
    throughQuarter: kept.throughQuarter,
    rewrites: kept.rewrites,
    ...kept.summary,
  };
  await db
    .insert(vocabularyStreakSummaries)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: vocabularyStreakSummaries.userId, set: values });
}
