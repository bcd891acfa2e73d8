import {
  DialogueConversationParams,
  DialogueFeedback,
  DialogueFeedbackRequest,
  dialoguePaths,
} from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { conversationFeedback } from '../../domain/dialogue/conversation-feedback';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { engineCallGuards } from '../../rate-limit/engine-call-limit';

/** The end-of-conversation report, written by the chat model: an engine call like any other. */
export const conversationFeedbackRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    dialoguePaths.feedback(':conversationId'),
    {
      onRequest: engineCallGuards(deps),
      schema: {
        params: DialogueConversationParams,
        body: DialogueFeedbackRequest,
        response: { 200: DialogueFeedback, ...engineErrorResponses, 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      conversationFeedback({
        db: deps.database.db,
        chat: deps.engines.chat,
        userId: admittedUser(request).id,
        conversationId: request.params.conversationId,
        interfaceLanguage: request.body.interfaceLanguage,
      }),
  );
};
