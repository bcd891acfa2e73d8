import { phrasesEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIME_TYPE_BY_FORMAT } from '../../audio/audio-format';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { readPhraseClip } from '../../domain/phrases/read-phrase-clip';
import { serveEndpoint } from '../endpoint-routes';

/** One clip of the user's own phrase, with the Content-Type of the format sniffed when it was saved. */
export const phraseAudioRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, blobs } = deps;
  serveEndpoint(app, deps, phrasesEndpoints.phraseAudio, async (request, reply) => {
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
  });
};
