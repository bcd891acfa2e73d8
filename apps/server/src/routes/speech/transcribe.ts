import { speechPaths, TranscribeFields, TranscribeResponse } from '@tolk/contracts/speech';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { understandRecording } from '../../domain/speech/understand-recording';
import { recordingEngineErrorResponses } from '../../http/engine-error-responses';
import { readUpload } from '../../http/multipart';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

export const transcribeRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    speechPaths.transcribe,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        response: { 200: TranscribeResponse, ...recordingEngineErrorResponses },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 'audio', TranscribeFields);
      return understandRecording({
        recognition: deps.engines.speechRecognition,
        upload: upload.file,
        language: upload.fields.languageCode,
      });
    },
  );
};
