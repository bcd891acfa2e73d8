import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { AiRecommendations } from '@tolk/contracts/vocabulary';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Engines } from '../../engines/capabilities';

/** The learner's real figures that recommendations are grounded in (study-statistics computes them). */
export interface StudyFigures {
  totalWords: number;
  totalReviews: number;
  correctReviews: number;
  overallAccuracy: number | null;
  currentStreak: number;
  longestStreak: number;
  reviewedToday: number;
  dueCount: number;
  newCount: number;
  languages: { language: LanguageCode; totalWords: number; dueCount: number; newCount: number }[];
}

export interface StudyRecommendationsOptions {
  db: Database;
  engines: Engines;
  userId: string;
  interfaceLanguage: InterfaceLanguage;
  figures: StudyFigures;
  log: FastifyBaseLogger;
  now: Date;
}

/**
 * The seam of the AI recommendations (issue 15, item 3): the chat model's text grounded in the
 * figures, or the rules' from the same figures, cached per learner and day in
 * vocabulary_recommendations. Until that lands, none: study-statistics answers null.
 */
export async function studyRecommendations(_options: StudyRecommendationsOptions): Promise<AiRecommendations | null> {
  return null;
}
