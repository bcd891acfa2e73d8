import { ApiError } from '@tolk/contracts/errors';
import {
  SpeechReviewFields,
  SpeechReviewResponse,
  VocabularyWordIdParams,
  vocabularyPaths,
} from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { reviewSpokenAnswer } from '../../domain/vocabulary/speech-review';
import { recordingEngineErrorResponses } from '../../http/engine-error-responses';
import { readUpload } from '../../http/multipart';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/**
 * POST speech-review/{id}: a spoken answer (multipart `audio` WAV + `expectedLanguage`) recognised,
 * compared and reviewed. An engine endpoint: the ACTIVE guard, then the user's engine budget.
 */
export const speechReviewRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    vocabularyPaths.speechReview(':id'),
    {
      onRequest: engineCallGuards(deps),
      schema: {
        params: VocabularyWordIdParams,
        response: { 200: SpeechReviewResponse, 404: ApiError, ...recordingEngineErrorResponses },
      },
    },
    async (request) => {
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
    },
  );
};
