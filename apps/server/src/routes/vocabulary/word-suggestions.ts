import { ApiError } from '@tolk/contracts/errors';
import { vocabularyPaths, WordSuggestionsQuery, WordSuggestionsResponse } from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { findNewWords } from '../../domain/vocabulary/find-new-words';
import { limitEngineCalls } from '../../rate-limit/engine-call-limit';

/**
 * Find new words by topic and difficulty (decision 022). A topic with a chat model configured is an
 * engine call and counts against the learner's engine budget; without a topic it is a query only.
 */
export const wordSuggestionsRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const budget = limitEngineCalls(deps.engineLimiter, deps.config.engineCallsPerMinute);
  app.get(
    vocabularyPaths.wordSuggestions,
    {
      onRequest: deps.guards.requireActiveUser,
      preHandler: async (request) => {
        if (request.query.topic && deps.engines.chat.available()) await budget(request);
      },
      schema: {
        querystring: WordSuggestionsQuery,
        response: { 200: WordSuggestionsResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const { language, difficulty, cefrLevel, topic, interfaceLanguage, limit } = request.query;
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
    },
  );
};
