import { phrasesEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeAudioUpload } from '../../audio/decode-audio-upload';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { createPhrase } from '../../domain/phrases/create-phrase';
import { deletePhrase } from '../../domain/phrases/delete-phrase';
import { listUserPhrases } from '../../domain/phrases/list-user-phrases';
import { presentPhrase } from '../../domain/phrases/present-phrase';
import { AppError } from '../../errors/app-error';
import { serveEndpoint } from '../endpoint-routes';

/** The user's own phrases: list, save, delete. Another user's phrase is always 404, never 403. */
export const phrasesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, blobs, storageQuota } = deps;
  const { db } = database;

  serveEndpoint(app, deps, phrasesEndpoints.listPhrases, async (request) => {
    const { limit, cursor } = request.query;
    const page = await listUserPhrases({ db, userId: admittedUser(request).id, limit, cursor });
    return { success: true as const, ...page };
  });

  serveEndpoint(app, deps, phrasesEndpoints.createPhrase, async (request) => {
    const body = request.body;
    const originalAudio = decodeAudioUpload(body.originalAudioBlob, 'originalAudioBlob', 'Original audio');
    const translatedAudio = decodeAudioUpload(body.translatedAudioBase64, 'translatedAudioBase64', 'Translated audio');
    const row = await createPhrase({
      db,
      blobs,
      quota: storageQuota,
      phrase: {
        userId: admittedUser(request).id,
        originalText: body.text,
        translatedText: body.translation,
        sourceLanguage: body.sourceLanguage,
        targetLanguage: body.targetLanguage,
        originalAudio,
        translatedAudio,
        clientId: body.clientId,
      },
    });
    return { success: true as const, phrase: presentPhrase(row) };
  });

  serveEndpoint(app, deps, phrasesEndpoints.deletePhrase, async (request) => {
    const deleted = await deletePhrase({ db, blobs, userId: admittedUser(request).id, phraseId: request.params.id });
    if (!deleted) throw new AppError('NOT_FOUND', 'Phrase not found');
    return { success: true as const };
  });
};
