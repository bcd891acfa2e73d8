import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { reviewHeardAnswer } from '../../domain/vocabulary/speech-review';
import { serveEndpoint } from '../endpoint-routes';

/**
 * POST heard-review/{id}: spoken practice where the browser recognised the answer (JSON
 * `recognizedText` + `expectedLanguage`), compared and reviewed as speech-review's recording. An
 * engine endpoint like speech-review: saying the translation may call the translation engine.
 */
export const heardReviewRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, vocabularyEndpoints.heardReview, async (request) => {
    const answer = await reviewHeardAnswer({
      db: deps.database.db,
      userId: admittedUser(request).id,
      studyWordId: request.params.id,
      recognizedText: request.body.recognizedText,
      expectedLanguage: request.body.expectedLanguage,
      durationMs: request.body.durationMs,
      translation: deps.engines.translation,
      log: request.log,
      now: new Date(),
    });
    return { success: true as const, ...answer };
  });
};
