import { translationEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { translateText } from '../../domain/translation/translate-text';
import { serveEndpoint } from '../endpoint-routes';

export const textTranslateRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, translationEndpoints.translateText, async (request) => {
    const result = await translateText({
      translation: deps.engines.translation,
      translationCounter: deps.translationCounter,
      userId: admittedUser(request).id,
      text: request.body.text,
      direction: request.body.direction,
    });
    return { translation: result.translation, engine: result.engine };
  });
};
