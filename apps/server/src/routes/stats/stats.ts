import { statsEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { checkInStreak } from '../../domain/stats/check-in-streak';
import { computeUserProgress } from '../../domain/stats/compute-user-progress';
import { computeUserStats } from '../../domain/stats/compute-user-stats';
import { recordPracticeTime } from '../../domain/stats/record-practice-time';
import { serveEndpoint } from '../endpoint-routes';

/** The user's statistics (computed from their data) and the two things the web app reports. */
export const statsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, translationCounter } = deps;
  const { db } = database;
  const statsOf = (userId: string) => computeUserStats({ db, translationCounter, userId });

  serveEndpoint(app, deps, statsEndpoints.stats, async (request) => ({
    success: true as const,
    stats: await statsOf(admittedUser(request).id),
  }));

  // Per-language figures and recent activity for the /home statistics dashboard.
  serveEndpoint(app, deps, statsEndpoints.progress, async (request) => ({
    success: true as const,
    progress: await computeUserProgress({ db, translationCounter, userId: admittedUser(request).id }),
  }));

  // The local stores are uploaded through the phrase and track routes; this answers the fresh figures.
  serveEndpoint(app, deps, statsEndpoints.sync, async (request) => ({
    success: true as const,
    stats: await statsOf(admittedUser(request).id),
  }));

  serveEndpoint(app, deps, statsEndpoints.practiceTime, async (request) => {
    const userId = admittedUser(request).id;
    const minutesRecorded = await recordPracticeTime({ db, userId, minutes: request.body.minutes });
    return { success: true as const, minutesRecorded, stats: await statsOf(userId) };
  });

  serveEndpoint(app, deps, statsEndpoints.learningStreak, async (request) => {
    const userId = admittedUser(request).id;
    await checkInStreak({ db, userId });
    return { success: true as const, stats: await statsOf(userId) };
  });
};
