import { LanguageCode } from '@tolk/contracts/languages';
import type { AiRecommendations, StudyStatisticsResponse } from '@tolk/contracts/vocabulary-statistics';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import { vocabularyReviewQuarters } from '../../db/schema/vocabulary';
import { quarterStart } from './review-quarters';
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
  const [perLanguage, days] = await Promise.all([
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
  const totalReviews = days.reduce((sum, day) => sum + day.reviews, 0);
  const correctReviews = days.reduce((sum, day) => sum + day.correct, 0);
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
  const details = figures.totalWords === 0 || !options.recommend ? null : await options.recommend(figures);
  return { ...figures, aiRecommendations: details?.text ?? null, aiRecommendationsDetails: details };
}

/**
 * The days (in the time zone) with at least one review, and how many reviews (and right ones)
 * each, from the learner's answers counted per quarter hour (review-quarters.ts): a few rows per
 * day studied, whatever the number of answers. The days are named here with Intl, so the zone is
 * the one the contract checked, whatever zones the database knows.
 */
async function reviewDays(db: Database, userId: string, timeZone: string) {
  const rows = await db
    .select({
      quarter: vocabularyReviewQuarters.quarter,
      reviews: vocabularyReviewQuarters.reviews,
      correct: vocabularyReviewQuarters.correct,
    })
    .from(vocabularyReviewQuarters)
    .where(eq(vocabularyReviewQuarters.userId, userId));
  const format = dayFormatter(timeZone);
  const perDay = new Map<string, { day: string; reviews: number; correct: number }>();
  for (const row of rows) {
    const day = format(quarterStart(Number(row.quarter)));
    const known = perDay.get(day) ?? { day, reviews: 0, correct: 0 };
    known.reviews += Number(row.reviews);
    known.correct += Number(row.correct);
    perDay.set(day, known);
  }
  return [...perDay.values()];
}
