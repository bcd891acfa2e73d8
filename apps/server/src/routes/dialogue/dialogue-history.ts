import { dialogueEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { listDialogueHistory } from '../../domain/dialogue/dialogue-history';
import { dialogueStats, dialogueStatsByLanguage } from '../../domain/dialogue/dialogue-stats';
import { linkPage } from '../../http/link-page';
import { serveEndpoint } from '../endpoint-routes';

/**
 * The learner's dialogue as stored: the history of a language page by page, and the totals the
 * page shows (dialogues, words, minutes). ACTIVE users only; only the caller's own entries.
 */
export const dialogueHistoryRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps.database;

  serveEndpoint(app, deps, dialogueEndpoints.history, async (request, reply) => {
    const page = await listDialogueHistory({
      db,
      userId: admittedUser(request).id,
      languageCode: request.params.languageCode,
      ...request.query,
    });
    return linkPage(request, reply, { items: page.entries, nextCursor: page.nextCursor });
  });

  serveEndpoint(app, deps, dialogueEndpoints.stats, async (request) =>
    dialogueStats({ db, userId: admittedUser(request).id, languageCode: request.params.languageCode }),
  );

  serveEndpoint(app, deps, dialogueEndpoints.statsAll, async (request) =>
    dialogueStatsByLanguage({ db, userId: admittedUser(request).id }),
  );
};
