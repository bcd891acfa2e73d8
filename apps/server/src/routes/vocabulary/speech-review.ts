import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import { SpeechReviewFields } from '@tolk/contracts/vocabulary-practice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { reviewSpokenAnswer } from '../../domain/vocabulary/speech-review';
import { readUpload } from '../../http/multipart';
import { serveEndpoint } from '../endpoint-routes';

/**
 * POST speech-review/{id}: a spoken answer (multipart `audio` WAV + `expectedLanguage`) recognised,
 * compared and reviewed. An engine endpoint: the ACTIVE guard, then the user's engine budget.
 */
export const speechReviewRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, vocabularyEndpoints.speechReview, async (request) => {
    const upload = await readUpload(request, 'audio', SpeechReviewFields);
    const answer = await reviewSpokenAnswer({
      db: deps.database.db,
      userId: admittedUser(request).id,
      studyWordId: request.params.id,
      audio: upload.file,
      expectedLanguage: upload.fields.expectedLanguage,
      durationMs: upload.fields.durationMs,
      recognition: deps.engines.speechRecognition,
      translation: deps.engines.translation,
      log: request.log,
      now: new Date(),
    });
    return { success: true as const, ...answer };
  });
};
