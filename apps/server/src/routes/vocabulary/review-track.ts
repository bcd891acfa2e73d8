import { ApiError } from '@tolk/contracts/errors';
import { ReviewTrackRequest, ReviewTrackResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { presentAudioTrack } from '../../domain/audio-tracks/present-audio-track';
import { renderReviewTrack } from '../../domain/vocabulary/render-review-track';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/** Today's review as an audio track (decision 022): speech and translation engines, so budgeted as an engine call. */
export const reviewTrackRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    vocabularyPaths.reviewTrack,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        body: ReviewTrackRequest,
        response: { 200: ReviewTrackResponse, 400: ApiError, 413: ApiError, ...engineErrorResponses },
      },
    },
    async (request) => {
      const { sourceLanguage, targetLanguage, limit } = request.body;
      const { track, wordCount } = await renderReviewTrack({
        db: deps.database.db,
        blobs: deps.blobs,
        quota: deps.storageQuota,
        speech: deps.engines.speechSynthesis,
        translation: deps.engines.translation,
        log: request.log,
        userId: admittedUser(request).id,
        sourceLanguage,
        targetLanguage,
        limit,
        now: new Date(),
      });
      return { success: true as const, track: presentAudioTrack(track), wordCount };
    },
  );
};
