import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { findNewWords } from '../../domain/vocabulary/find-new-words';
import { serveEndpoint } from '../endpoint-routes';
import { chargeEngineCall } from '../engine-call-guards';

/**
 * Find new words by topic and difficulty (decision 022). A topic with a chat model configured is an
 * engine call and counts against the learner's engine budget; without a topic it is a query only.
 */
export const wordSuggestionsRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, vocabularyEndpoints.wordSuggestions, async (request) => {
    const { language, difficulty, cefrLevel, topic, interfaceLanguage, limit } = request.query;
    if (topic && deps.engines.chat.available()) await chargeEngineCall(deps, request);
    const found = await findNewWords({
      db: deps.database.db,
      chat: deps.engines.chat,
      log: request.log,
      userId: admittedUser(request).id,
      language,
      difficulty,
      cefrLevel,
      topic,
      interfaceLanguage,
      limit,
    });
    return { success: true as const, ...found };
  });
};
