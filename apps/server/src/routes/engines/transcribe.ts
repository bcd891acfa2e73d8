import { ApiError } from '@tolk/contracts/errors';
import { speechPaths, TranscribeFields, TranscribeResponse } from '@tolk/contracts/speech';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { understandRecording } from '../../domain/speech/understand-recording';
import { readUpload } from '../../http/multipart';
import { engineErrorResponses } from './engine-error-responses';
import { engineCallGuards } from './engine-rate-limit';

export const transcribeRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    speechPaths.transcribe,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        response: {
          200: TranscribeResponse,
          ...engineErrorResponses,
          400: ApiError,
          413: ApiError,
          415: ApiError,
          422: ApiError,
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 'audio', TranscribeFields);
      return understandRecording({
        recognition: deps.engines.recognition,
        upload: upload.file,
        language: upload.fields.languageCode,
      });
    },
  );
};
