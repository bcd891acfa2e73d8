import { ApiError } from '@tolk/contracts/errors';
import {
  HeardReviewBody,
  SpeechReviewResponse,
  VocabularyWordIdParams,
  vocabularyPaths,
} from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { reviewHeardAnswer } from '../../domain/vocabulary/speech-review';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/**
 * POST heard-review/{id}: spoken practice where the browser recognised the answer (JSON
 * `recognizedText` + `expectedLanguage`), compared and reviewed as speech-review's recording. An
 * engine endpoint like speech-review: saying the translation may call the translation engine.
 */
export const heardReviewRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    vocabularyPaths.heardReview(':id'),
    {
      onRequest: engineCallGuards(deps),
      schema: {
        params: VocabularyWordIdParams,
        body: HeardReviewBody,
        response: { 200: SpeechReviewResponse, 404: ApiError, ...engineErrorResponses },
      },
    },
    async (request) => {
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
    },
  );
};
