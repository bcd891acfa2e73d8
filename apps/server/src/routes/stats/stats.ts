import { ApiError } from '@tolk/contracts/errors';
import {
  LearningStreakRequest,
  PracticeTimeRequest,
  PracticeTimeResponse,
  statsPaths,
  UserProgressResponse,
  UserStatsResponse,
} from '@tolk/contracts/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { checkInStreak } from '../../domain/stats/check-in-streak';
import { computeUserProgress } from '../../domain/stats/compute-user-progress';
import { computeUserStats } from '../../domain/stats/compute-user-stats';
import { recordPracticeTime } from '../../domain/stats/record-practice-time';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/** The user's statistics (computed from their data) and the two things the web app reports. */
export const statsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, guards, translationCounter }) => {
  const { db } = database;
  app.addHook('onRequest', guards.requireActiveUser);
  const statsOf = (userId: string) => computeUserStats({ db, translationCounter, userId });

  app.get(statsPaths.stats, { schema: { response: { 200: UserStatsResponse, ...errors } } }, async (request) => ({
    success: true as const,
    stats: await statsOf(admittedUser(request).id),
  }));

  // Per-language figures and recent activity for the /home statistics dashboard.
  app.get(statsPaths.progress, { schema: { response: { 200: UserProgressResponse, ...errors } } }, async (request) => ({
    success: true as const,
    progress: await computeUserProgress({ db, translationCounter, userId: admittedUser(request).id }),
  }));

  // The local stores are uploaded through the phrase and track routes; this answers the fresh figures.
  app.post(statsPaths.sync, { schema: { response: { 200: UserStatsResponse, ...errors } } }, async (request) => ({
    success: true as const,
    stats: await statsOf(admittedUser(request).id),
  }));

  app.post(
    statsPaths.practiceTime,
    { schema: { body: PracticeTimeRequest, response: { 200: PracticeTimeResponse, ...errors } } },
    async (request) => {
      const userId = admittedUser(request).id;
      const minutesRecorded = await recordPracticeTime({ db, userId, minutes: request.body.minutes });
      return { success: true as const, minutesRecorded, stats: await statsOf(userId) };
    },
  );

  app.post(
    statsPaths.learningStreak,
    { schema: { body: LearningStreakRequest, response: { 200: UserStatsResponse, ...errors } } },
    async (request) => {
      const userId = admittedUser(request).id;
      await checkInStreak({ db, userId });
      return { success: true as const, stats: await statsOf(userId) };
    },
  );
};
