import { dialogueEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { translateDialogueReply } from '../../domain/dialogue/translate-reply';
import { serveEndpoint } from '../endpoint-routes';

/** The 'translate' toggle of a partner message: the reply through the translation engines. */
export const dialogueTranslationRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, dialogueEndpoints.translateReply, async (request) =>
    translateDialogueReply({
      db: deps.database.db,
      translation: deps.engines.translation,
      translationCounter: deps.translationCounter,
      userId: admittedUser(request).id,
      id: request.params.id,
      targetLanguage: request.body.targetLanguage,
    }),
  );
};
