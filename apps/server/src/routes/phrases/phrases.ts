import { ApiError } from '@tolk/contracts/errors';
import {
  CreatePhraseRequest,
  CreatePhraseResponse,
  DeletePhraseResponse,
  PhraseIdParams,
  PhrasesQuery,
  PhrasesResponse,
  phrasePaths,
} from '@tolk/contracts/phrases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeAudioUpload } from '../../audio/decode-audio-upload';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { createPhrase } from '../../domain/phrases/create-phrase';
import { deletePhrase } from '../../domain/phrases/delete-phrase';
import { listUserPhrases } from '../../domain/phrases/list-user-phrases';
import { presentPhrase } from '../../domain/phrases/present-phrase';
import { AppError } from '../../errors/app-error';
import { PHRASE_BODY_LIMIT_BYTES } from '../../http/phrase-body-limit';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/** The user's own phrases: list, save, delete. Another user's phrase is always 404, never 403. */
export const phrasesRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, blobs, guards, storageQuota }) => {
  const { db } = database;
  app.addHook('onRequest', guards.requireActiveUser);

  app.get(
    phrasePaths.phrases,
    { schema: { querystring: PhrasesQuery, response: { 200: PhrasesResponse, ...errors } } },
    async (request) => {
      const { limit, cursor } = request.query;
      const page = await listUserPhrases({ db, userId: admittedUser(request).id, limit, cursor });
      return { success: true as const, ...page };
    },
  );

  app.post(
    phrasePaths.phrases,
    {
      bodyLimit: PHRASE_BODY_LIMIT_BYTES,
      schema: {
        body: CreatePhraseRequest,
        response: { 200: CreatePhraseResponse, ...errors, 413: ApiError, 415: ApiError },
      },
    },
    async (request) => {
      const body = request.body;
      const originalAudio = decodeAudioUpload(body.originalAudioBlob, 'originalAudioBlob', 'Original audio');
      const translatedAudio = decodeAudioUpload(
        body.translatedAudioBase64,
        'translatedAudioBase64',
        'Translated audio',
      );
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
    },
  );

  app.delete(
    phrasePaths.phrase(':id'),
    { schema: { params: PhraseIdParams, response: { 200: DeletePhraseResponse, ...errors } } },
    async (request) => {
      const deleted = await deletePhrase({ db, blobs, userId: admittedUser(request).id, phraseId: request.params.id });
      if (!deleted) throw new AppError('NOT_FOUND', 'Phrase not found');
      return { success: true as const };
    },
  );
};
