import {
  DialogueEntryParams,
  DialogueTranslation,
  DialogueTranslationRequest,
  dialoguePaths,
} from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { translateDialogueReply } from '../../domain/dialogue/translate-reply';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/** The 'translate' toggle of a partner message: the reply through the translation engines. */
export const dialogueTranslationRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    dialoguePaths.translation(':id'),
    {
      onRequest: engineCallGuards(deps),
      schema: {
        params: DialogueEntryParams,
        body: DialogueTranslationRequest,
        response: { 200: DialogueTranslation, ...engineErrorResponses, 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
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
