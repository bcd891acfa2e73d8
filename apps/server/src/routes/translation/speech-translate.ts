import { translationEndpoints } from '@tolk/contracts/endpoints';
import { SpeechTranslateFields } from '@tolk/contracts/translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { translateRecording } from '../../domain/translation/translate-recording';
import { readUpload } from '../../http/multipart';
import { serveEndpoint } from '../endpoint-routes';

export const speechTranslateRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, translationEndpoints.translateSpeech, async (request) => {
    const upload = await readUpload(request, 'audio', SpeechTranslateFields);
    return translateRecording({
      recognition: deps.engines.speechRecognition,
      translation: deps.engines.translation,
      translationCounter: deps.translationCounter,
      userId: admittedUser(request).id,
      recording: upload.file,
      direction: upload.fields.direction,
    });
  });
};
