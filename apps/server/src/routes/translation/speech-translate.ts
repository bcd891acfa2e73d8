import { SpeechTranslateFields, SpeechTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { translateRecording } from '../../domain/translation/translate-recording';
import { recordingEngineErrorResponses } from '../../http/engine-error-responses';
import { readUpload } from '../../http/multipart';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

export const speechTranslateRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    translationPaths.speech,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        response: { 200: SpeechTranslateResponse, ...recordingEngineErrorResponses },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 'audio', SpeechTranslateFields);
      return translateRecording({
        recognition: deps.engines.speechRecognition,
        translation: deps.engines.translation,
        translationCounter: deps.translationCounter,
        userId: admittedUser(request).id,
        recording: upload.file,
        direction: upload.fields.direction,
      });
    },
  );
};
