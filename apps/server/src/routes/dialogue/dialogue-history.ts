import {
  DialogueHistoryQuery,
  DialogueHistoryResponse,
  DialogueLanguageParams,
  DialogueStats,
  DialogueStatsList,
  dialoguePaths,
} from '@tolk/contracts/dialogue';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { listDialogueHistory } from '../../domain/dialogue/dialogue-history';
import { dialogueStats, dialogueStatsByLanguage } from '../../domain/dialogue/dialogue-stats';
import { linkPage } from '../../http/link-page';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

/**
 * The learner's dialogue as stored: the history of a language page by page, and the totals the
 * page shows (dialogues, words, minutes). ACTIVE users only; only the caller's own entries.
 */
export const dialogueHistoryRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', deps.guards.requireActiveUser);

  app.get(
    dialoguePaths.history(':languageCode'),
    {
      schema: {
        params: DialogueLanguageParams,
        querystring: DialogueHistoryQuery,
        response: { 200: DialogueHistoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listDialogueHistory({
        db,
        userId: admittedUser(request).id,
        languageCode: request.params.languageCode,
        ...request.query,
      });
      return linkPage(request, reply, { items: page.entries, nextCursor: page.nextCursor });
    },
  );

  app.get(
    dialoguePaths.stats(':languageCode'),
    { schema: { params: DialogueLanguageParams, response: { 200: DialogueStats, ...errors } } },
    async (request) =>
      dialogueStats({ db, userId: admittedUser(request).id, languageCode: request.params.languageCode }),
  );

  app.get(dialoguePaths.statsAll, { schema: { response: { 200: DialogueStatsList, ...errors } } }, async (request) =>
    dialogueStatsByLanguage({ db, userId: admittedUser(request).id }),
  );
};
