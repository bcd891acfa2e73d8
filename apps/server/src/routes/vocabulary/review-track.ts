import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { presentAudioTrack } from '../../domain/audio-tracks/present-audio-track';
import { renderReviewTrack } from '../../domain/vocabulary/render-review-track';
import { serveEndpoint } from '../endpoint-routes';

/** Today's review as an audio track (decision 022): speech and translation engines, so budgeted as an engine call. */
export const reviewTrackRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, vocabularyEndpoints.reviewTrack, async (request) => {
    const { sourceLanguage, targetLanguage, limit, name } = request.body;
    const { track, wordCount } = await renderReviewTrack({
      db: deps.database.db,
      blobs: deps.blobs,
      quota: deps.storageQuota,
      speech: deps.engines.speechSynthesis,
      translation: deps.engines.translation,
      renders: deps.trackRenders,
      log: request.log,
      userId: admittedUser(request).id,
      sourceLanguage,
      targetLanguage,
      limit,
      name,
      now: new Date(),
    });
    return { success: true as const, track: presentAudioTrack(track), wordCount };
  });
};
