import { ApiError } from '@tolk/contracts/errors';
import { TextTranslateRequest, TextTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { translateText } from '../../domain/translation/translate-text';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

export const textTranslateRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    translationPaths.text,
    {
      onRequest: engineCallGuards(deps),
      schema: {
        body: TextTranslateRequest,
        response: { 200: TextTranslateResponse, ...engineErrorResponses, 400: ApiError },
      },
    },
    async (request) => {
      const result = await translateText({
        translation: deps.engines.translation,
        translationCounter: deps.translationCounter,
        userId: admittedUser(request).id,
        text: request.body.text,
        direction: request.body.direction,
      });
      return { translation: result.translation, engine: result.engine };
    },
  );
};
