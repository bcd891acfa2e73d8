import { ApiError } from '@tolk/contracts/errors';
import { PhraseAudioQuery, PhraseIdParams, phrasePaths } from '@tolk/contracts/phrases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIME_TYPE_BY_FORMAT } from '../../audio/audio-format';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { readPhraseClip } from '../../domain/phrases/read-phrase-clip';

/** The clip's raw bytes: Fastify sends a Buffer as it is, past the serializer. */
const AudioBytes = z.instanceof(Buffer);
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/** One clip of the user's own phrase, with the Content-Type of the format sniffed when it was saved. */
export const phraseAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, { database, blobs, guards }) => {
  app.get(
    phrasePaths.audio(':id'),
    {
      onRequest: guards.requireActiveUser,
      schema: { params: PhraseIdParams, querystring: PhraseAudioQuery, response: { 200: AudioBytes, ...errors } },
    },
    async (request, reply) => {
      const { bytes, format } = await readPhraseClip({
        db: database.db,
        blobs,
        userId: admittedUser(request).id,
        phraseId: request.params.id,
        side: request.query.kind,
      });
      return reply
        .type(MIME_TYPE_BY_FORMAT[format] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-length', bytes.length)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    },
  );
};
