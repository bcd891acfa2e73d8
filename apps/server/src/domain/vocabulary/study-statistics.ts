import { LanguageCode } from '@tolk/contracts/languages';
import type { AiRecommendations, StudyStatisticsResponse } from '@tolk/contracts/vocabulary';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyWords } from '../../db/schema/dictionary';
import { vocabularyCards, vocabularyReviewLogs } from '../../db/schema/vocabulary';
import type { StudyFigures } from './study-recommendations';
import { dayFormatter, reviewStreaks } from './study-streak';

/**
 * The learner's figures, all counted from their rows at `now`: words per language (new: never
 * answered; due: an answered card due by now), answers and correct answers over every review log
 * (accuracy null before the first answer), and streaks over the days with reviews in `timeZone`
 * (UTC unless the client names its own). The recommendations are made from these same figures
 * by `recommend` (the route passes study-recommendations.ts).
 */
export async function studyStatistics(options: {
  db: Database;
  userId: string;
  timeZone?: string;
  now: Date;
  /** Recommendations from the figures (study-recommendations.ts); none when absent. */
  recommend?: (figures: StudyFigures) => Promise<AiRecommendations | null>;
}): Promise<Omit<StudyStatisticsResponse, 'success'>> {
  const { db, userId, now } = options;
  const timeZone = options.timeZone ?? 'UTC';
  const [perLanguage, [answers], days] = await Promise.all([
    db
      .select({
        language: studyWords.language,
        total: count(),
        fresh: sql<number>`count(*) filter (where ${vocabularyCards.studyWordId} is null)`,
        due: sql<number>`count(*) filter (where ${vocabularyCards.due} <= ${now})`,
      })
      .from(studyWords)
      .leftJoin(vocabularyCards, eq(vocabularyCards.studyWordId, studyWords.id))
      .where(eq(studyWords.userId, userId))
      .groupBy(studyWords.language)
      .orderBy(studyWords.language),
    db
      .select({
        total: count(),
        correct: sql<number>`count(*) filter (where ${vocabularyReviewLogs.isCorrect})`,
      })
      .from(vocabularyReviewLogs)
      .where(eq(vocabularyReviewLogs.userId, userId)),
    reviewDays(db, userId, timeZone),
  ]);
  const languages = perLanguage.flatMap((row) => {
    const language = LanguageCode.safeParse(row.language);
    if (!language.success) return [];
    return [
      {
        language: language.data,
        totalWords: Number(row.total),
        dueCount: Number(row.due),
        newCount: Number(row.fresh),
      },
    ];
  });
  const totalReviews = Number(answers?.total ?? 0);
  const correctReviews = Number(answers?.correct ?? 0);
  const today = dayFormatter(timeZone)(now);
  const streaks = reviewStreaks(
    days.map((row) => row.day),
    today,
  );
  const sum = (pick: (language: (typeof languages)[number]) => number) =>
    languages.reduce((total, language) => total + pick(language), 0);
  const figures: StudyFigures = {
    totalWords: sum((language) => language.totalWords),
    totalReviews,
    correctReviews,
    overallAccuracy: totalReviews === 0 ? null : correctReviews / totalReviews,
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    reviewedToday: Number(days.find((row) => row.day === today)?.reviews ?? 0),
    dueCount: sum((language) => language.dueCount),
    newCount: sum((language) => language.newCount),
    languages,
  };
  const aiRecommendations = figures.totalWords === 0 || !options.recommend ? null : await options.recommend(figures);
  return { ...figures, aiRecommendations };
}

/** Every real time zone's offset is a multiple of a quarter hour, so no bucket straddles a midnight. */
const BUCKET_SECONDS = 900;

/**
 * The days (in the time zone) with at least one review, and how many reviews each. PostgreSQL
 * counts the reviews per quarter hour (one index range scan, a few rows per day studied) and the
 * days are named here with Intl: the zone is the one the contract checked, whatever zones the
 * database knows.
 */
async function reviewDays(db: Database, userId: string, timeZone: string) {
  const bucket = sql<number>`floor(extract(epoch from ${vocabularyReviewLogs.reviewedAt}) / ${sql.raw(String(BUCKET_SECONDS))})`;
  const rows = await db
    .select({ bucket, reviews: count() })
    .from(vocabularyReviewLogs)
    .where(eq(vocabularyReviewLogs.userId, userId))
    .groupBy(sql`1`);
  const format = dayFormatter(timeZone);
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const day = format(new Date(Number(row.bucket) * BUCKET_SECONDS * 1000));
    perDay.set(day, (perDay.get(day) ?? 0) + Number(row.reviews));
  }
  return [...perDay].map(([day, reviews]) => ({ day, reviews }));
}
