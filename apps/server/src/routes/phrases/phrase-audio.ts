import { ApiError } from '@tolk/contracts/errors';
import { PhraseAudioQuery, PhraseIdParams, phrasePaths } from '@tolk/contracts/phrases';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AudioFormat, MIME_TYPE_BY_FORMAT } from '../../audio/audio-format';
import { admittedUser } from '../../auth/guards';
import { phrases } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/app-error';

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
      const { kind } = request.query;
      const [row] = await database.db
        .select({ original: phrases.originalAudioKey, translated: phrases.translatedAudioKey })
        .from(phrases)
        .where(and(eq(phrases.id, request.params.id), eq(phrases.userId, admittedUser(request).id)));
      if (!row) throw new AppError('NOT_FOUND', 'Phrase not found');
      const key = row[kind];
      const bytes = key ? await blobs.get(key) : undefined;
      if (!key || !bytes) throw new AppError('NOT_FOUND', `This phrase has no ${kind} audio`);
      const format = key.slice(key.lastIndexOf('.') + 1) as AudioFormat;
      return reply
        .type(MIME_TYPE_BY_FORMAT[format] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-length', bytes.length)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    },
  );
};
