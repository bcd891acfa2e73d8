import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { optimiseLearnerParameters } from '../../domain/vocabulary/optimise-learner-parameters';
import { readVocabularySettings } from '../../domain/vocabulary/vocabulary-settings';
import { serveEndpoint } from '../endpoint-routes';

/**
 * Optimise my FSRS parameters now (decision 022). Training runs on fsrs-rs's threads, not the event
 * loop; it costs CPU, so it counts against the learner's engine budget like an engine call. The
 * background sweep does the same for every learner who has enough new reviews.
 */
export const parameterOptimisationRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, vocabularyEndpoints.optimiseParameters, async (request) => {
    const userId = admittedUser(request).id;
    const { db } = deps.database;
    const outcome = await optimiseLearnerParameters({ db, userId, log: request.log });
    return {
      success: true as const,
      optimised: outcome.optimised,
      reason: outcome.reason,
      settings: await readVocabularySettings(db, userId),
    };
  });
};
