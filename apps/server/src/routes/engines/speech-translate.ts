import { ApiError, type FailedStage } from '@tolk/contracts/errors';
import { SpeechTranslateFields, SpeechTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { understandRecording } from '../../domain/speech/understand-recording';
import { AppError } from '../../errors/app-error';
import { readUpload } from '../../http/multipart';
import { engineErrorResponses } from './engine-error-responses';
import { engineCallGuards } from './engine-rate-limit';

export const speechTranslateRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    translationPaths.speech,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        response: {
          200: SpeechTranslateResponse,
          ...engineErrorResponses,
          400: ApiError,
          413: ApiError,
          415: ApiError,
          422: ApiError,
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 'audio', SpeechTranslateFields);
      const { from, to } = upload.fields.direction;
      const heard = await atStage('recognition', () =>
        understandRecording({ recognition: deps.engines.recognition, upload: upload.file, language: from }),
      );
      const result = await atStage('translation', () =>
        deps.engines.translation.translate({ text: heard.text, from, to }),
      );
      deps.translationCounter.record({
        userId: admittedUser(request).id,
        from,
        to,
        kind: 'speech',
      });
      return { text: heard.text, translation: result.translation, engine: `${heard.engine}, ${result.engine}` };
    },
  );
};

/** Both steps answer with the same codes (ENGINE_FAILED, ENGINE_UNAVAILABLE): the stage tells them apart. */
async function atStage<T>(stage: FailedStage, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw error instanceof AppError ? error.atStage(stage) : error;
  }
}
