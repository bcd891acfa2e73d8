import { speechEndpoints } from '@tolk/contracts/endpoints';
import { TranscribeFields } from '@tolk/contracts/speech';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { understandRecording } from '../../domain/speech/understand-recording';
import { readUpload } from '../../http/multipart';
import { serveEndpoint } from '../endpoint-routes';

export const transcribeRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, speechEndpoints.transcribe, async (request) => {
    const upload = await readUpload(request, 'audio', TranscribeFields);
    return understandRecording({
      recognition: deps.engines.speechRecognition,
      upload: upload.file,
      language: upload.fields.languageCode,
      learner: admittedUser(request).id,
    });
  });
};
