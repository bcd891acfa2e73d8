import { ApiError } from '@tolk/contracts/errors';
import { TextTranslateRequest, TextTranslateResponse, translationPaths } from '@tolk/contracts/translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { engineErrorResponses } from './engine-error-responses';
import { engineCallGuards } from './engine-rate-limit';

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
      const { text, direction } = request.body;
      const result = await deps.engines.translation.translate({ text, from: direction.from, to: direction.to });
      deps.translationCounter.record({
        userId: admittedUser(request).id,
        from: direction.from,
        to: direction.to,
        kind: 'text',
      });
      return { translation: result.translation, engine: result.engine };
    },
  );
};
