import { dialogueEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { conversationFeedback } from '../../domain/dialogue/conversation-feedback';
import { serveEndpoint } from '../endpoint-routes';

/** The end-of-conversation report, written by the chat model: an engine call like any other. */
export const conversationFeedbackRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, dialogueEndpoints.feedback, async (request) =>
    conversationFeedback({
      db: deps.database.db,
      chat: deps.engines.chat,
      userId: admittedUser(request).id,
      conversationId: request.params.conversationId,
      interfaceLanguage: request.body.interfaceLanguage,
    }),
  );
};
