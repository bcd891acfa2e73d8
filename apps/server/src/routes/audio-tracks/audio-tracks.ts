import {
  AudioTrackIdParams,
  AudioTracksQuery,
  AudioTracksResponse,
  audioTrackPaths,
  CreateAudioTrackRequest,
  CreateAudioTrackResponse,
  DeleteAudioTrackResponse,
} from '@tolk/contracts/audio-tracks';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { createAudioTrack } from '../../domain/audio-tracks/create-audio-track';
import { deleteAudioTrack } from '../../domain/audio-tracks/delete-audio-track';
import { listUserAudioTracks } from '../../domain/audio-tracks/list-user-audio-tracks';
import { presentAudioTrack } from '../../domain/audio-tracks/present-audio-track';
import { AppError } from '../../errors/app-error';
import { AUDIO_TRACK_BODY_LIMIT_BYTES } from '../../http/audio-track-body-limit';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/** The user's own audio tracks: list, render, delete. Another user's track is always 404, never 403. */
export const audioTracksRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { database, blobs, guards, engines, storageQuota },
) => {
  const { db } = database;
  app.addHook('onRequest', guards.requireActiveUser);

  app.get(
    audioTrackPaths.tracks,
    { schema: { querystring: AudioTracksQuery, response: { 200: AudioTracksResponse, ...errors } } },
    async (request) => {
      const { limit, cursor } = request.query;
      const page = await listUserAudioTracks({ db, userId: admittedUser(request).id, limit, cursor });
      return { success: true as const, ...page };
    },
  );

  app.post(
    audioTrackPaths.tracks,
    {
      bodyLimit: AUDIO_TRACK_BODY_LIMIT_BYTES,
      schema: {
        body: CreateAudioTrackRequest,
        response: {
          200: CreateAudioTrackResponse,
          ...errors,
          413: ApiError,
          415: ApiError,
          502: ApiError,
          503: ApiError,
        },
      },
    },
    async (request) => {
      const { name, phraseIds, audioBase64List, clientId } = request.body;
      const row = await createAudioTrack({
        db,
        blobs,
        quota: storageQuota,
        speech: engines.speechSynthesis,
        log: request.log,
        userId: admittedUser(request).id,
        name,
        clientId,
        phraseIds,
        audioBase64List,
      });
      return { success: true as const, track: presentAudioTrack(row) };
    },
  );

  app.delete(
    audioTrackPaths.track(':id'),
    { schema: { params: AudioTrackIdParams, response: { 200: DeleteAudioTrackResponse, ...errors } } },
    async (request) => {
      const deleted = await deleteAudioTrack({
        db,
        blobs,
        userId: admittedUser(request).id,
        trackId: request.params.id,
      });
      if (!deleted) throw new AppError('NOT_FOUND', 'Audio track not found');
      return { success: true as const };
    },
  );
};
