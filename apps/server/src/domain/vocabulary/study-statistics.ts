import type { AiRecommendations, StudyStatisticsResponse } from '@tolk/contracts/vocabulary-statistics';
import type { Database } from '../../db/client';
import { languageCounts } from '../study-words/kept-counts';
import { reviewFigures } from './review-figures';
import type { StudyFigures } from './study-recommendations';

/**
 * The learner's figures at `now`: words per language (new: never answered; due: an answered card
 * due by now) and answers and correct answers in all (accuracy null before the first answer), as
 * kept with every write, and streaks over the days with reviews in `timeZone` (UTC unless the
 * client names its own) from the learner's kept summary of them (decision 037). The
 * recommendations are made from these same figures by `recommend` (the route passes
 * study-recommendations.ts).
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
  const counts = await languageCounts({ db, userId, now });
  const reviews = await reviewFigures({ db, userId, timeZone, now });
  const languages = counts.map((count) => ({
    language: count.language,
    totalWords: count.words,
    dueCount: count.due,
    newCount: count.words - count.cards,
  }));
  const sum = (pick: (language: (typeof languages)[number]) => number) =>
    languages.reduce((total, language) => total + pick(language), 0);
  const figures: StudyFigures = {
    totalWords: sum((language) => language.totalWords),
    totalReviews: reviews.totalReviews,
    correctReviews: reviews.correctReviews,
    overallAccuracy: reviews.totalReviews === 0 ? null : reviews.correctReviews / reviews.totalReviews,
    currentStreak: reviews.currentStreak,
    longestStreak: reviews.longestStreak,
    reviewedToday: reviews.reviewedToday,
    dueCount: sum((language) => language.dueCount),
    newCount: sum((language) => language.newCount),
    languages,
  };
  const details = figures.totalWords === 0 || !options.recommend ? null : await options.recommend(figures);
  return { ...figures, aiRecommendations: details?.text ?? null, aiRecommendationsDetails: details };
}
