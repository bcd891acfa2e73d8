import { audioTracksEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { createAudioTrack } from '../../domain/audio-tracks/create-audio-track';
import { deleteAudioTrack } from '../../domain/audio-tracks/delete-audio-track';
import { listUserAudioTracks } from '../../domain/audio-tracks/list-user-audio-tracks';
import { presentAudioTrack } from '../../domain/audio-tracks/present-audio-track';
import { userAudioTrack } from '../../domain/audio-tracks/user-audio-track';
import { AppError } from '../../errors/app-error';
import { serveEndpoint } from '../endpoint-routes';
import { chargeEngineCall } from '../engine-call-guards';

/** The user's own audio tracks: list, render (in the background), follow, delete. Another user's track is always 404, never 403. */
export const audioTracksRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, blobs, storageQuota, trackRenders } = deps;
  const { db } = database;

  serveEndpoint(app, deps, audioTracksEndpoints.listTracks, async (request) => {
    const { limit, cursor } = request.query;
    const page = await listUserAudioTracks({ db, userId: admittedUser(request).id, limit, cursor });
    return { success: true as const, ...page };
  });

  serveEndpoint(app, deps, audioTracksEndpoints.createTrack, async (request) => {
    const { name, phraseIds, audioBase64List, clientId } = request.body;
    const row = await createAudioTrack({
      db,
      blobs,
      quota: storageQuota,
      renders: trackRenders,
      userId: admittedUser(request).id,
      name,
      clientId,
      phraseIds,
      audioBase64List,
      // A phrase without a clip the server decodes is spoken by the engines: the track counts once then.
      chargeSpeech: () => chargeEngineCall(deps, request),
    });
    return { success: true as const, track: presentAudioTrack(row) };
  });

  serveEndpoint(app, deps, audioTracksEndpoints.getTrack, async (request) => {
    const row = await userAudioTrack({ db, userId: admittedUser(request).id, trackId: request.params.id });
    if (!row) throw new AppError('NOT_FOUND', 'Audio track not found');
    return { success: true as const, track: presentAudioTrack(row) };
  });

  serveEndpoint(app, deps, audioTracksEndpoints.deleteTrack, async (request) => {
    const deleted = await deleteAudioTrack({
      db,
      blobs,
      userId: admittedUser(request).id,
      trackId: request.params.id,
    });
    if (!deleted) throw new AppError('NOT_FOUND', 'Audio track not found');
    return { success: true as const };
  });
};
