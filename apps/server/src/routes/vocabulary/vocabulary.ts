import { vocabularyEndpoints } from '@tolk/contracts/endpoints';
import { studyChangesIn } from '@tolk/contracts/study-changes';
import type { AddVocabularyWordResponse } from '@tolk/contracts/vocabulary-words';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { addStudyWord } from '../../domain/study-words/add-study-word';
import { removeStudyWord } from '../../domain/study-words/remove-study-word';
import { reviewWord } from '../../domain/study-words/review-word';
import { listDueWords } from '../../domain/vocabulary/list-due-words';
import { listVocabularyWords } from '../../domain/vocabulary/list-vocabulary-words';
import { practiceWords } from '../../domain/vocabulary/practice-words';
import { studyRecommendations } from '../../domain/vocabulary/study-recommendations';
import { studyStatistics } from '../../domain/vocabulary/study-statistics';
import { readVocabularySettings, updateDesiredRetention } from '../../domain/vocabulary/vocabulary-settings';
import { serveEndpoint } from '../endpoint-routes';
import { mayChargeEngineCall } from '../engine-call-guards';

/**
 * The vocabulary trainer: the study list with its FSRS cards, the due words, practice sessions
 * and their answers, statistics, settings, and words added or removed by hand. ACTIVE users only;
 * another learner's word id is 404 like an unknown one. The clock is read here, once per request,
 * and handed to the domain (tests hand their own).
 */
export const vocabularyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps.database;

  serveEndpoint(app, deps, vocabularyEndpoints.vocabularyWords, async (request) => ({
    success: true as const,
    ...(await listVocabularyWords({ db, userId: admittedUser(request).id, ...request.query })),
  }));

  serveEndpoint(app, deps, vocabularyEndpoints.wordsDueForReview, async (request) => ({
    success: true as const,
    ...(await listDueWords({ db, userId: admittedUser(request).id, ...request.query, now: new Date() })),
  }));

  serveEndpoint(app, deps, vocabularyEndpoints.practiceWords, async (request) => ({
    success: true as const,
    ...(await practiceWords({
      db,
      userId: admittedUser(request).id,
      ...request.query,
      translation: deps.engines.translation,
      log: request.log,
      now: new Date(),
    })),
  }));

  serveEndpoint(app, deps, vocabularyEndpoints.practiceResult, async (request) => {
    const { isCorrect, revealed, durationMs } = request.query;
    const outcome = await reviewWord({
      db,
      userId: admittedUser(request).id,
      studyWordId: request.params.id,
      answer: { isCorrect, revealed, durationMs },
      source: 'typed',
      now: new Date(),
    });
    return { success: true as const, id: request.params.id, isCorrect: isCorrect && !revealed, ...outcome };
  });

  serveEndpoint(app, deps, vocabularyEndpoints.studyStatistics, async (request) => {
    const userId = admittedUser(request).id;
    const now = new Date();
    const statistics = await studyStatistics({
      db,
      userId,
      timeZone: request.query.timeZone,
      now,
      recommend: (figures) =>
        studyRecommendations({
          db,
          engines: deps.engines,
          userId,
          interfaceLanguage: request.query.interfaceLanguage,
          figures,
          log: request.log,
          now,
          mayAskEngine: () => mayChargeEngineCall(deps, request),
        }),
    });
    return { success: true as const, ...statistics };
  });

  serveEndpoint(app, deps, vocabularyEndpoints.settings, async (request) => ({
    success: true as const,
    settings: await readVocabularySettings(db, admittedUser(request).id),
  }));

  serveEndpoint(app, deps, vocabularyEndpoints.updateSettings, async (request) => ({
    success: true as const,
    settings: await updateDesiredRetention({
      db,
      userId: admittedUser(request).id,
      desiredRetention: request.body.desiredRetention,
    }),
  }));

  serveEndpoint(app, deps, vocabularyEndpoints.addWord, async (request, reply) => {
    const added = await addStudyWord({ db, userId: admittedUser(request).id, word: request.body });
    const body: AddVocabularyWordResponse = {
      success: true,
      ...added,
      changes: studyChangesIn(added.word.language, { studyList: added.created }),
    };
    return reply.code(added.created ? 201 : 200).send(body);
  });

  serveEndpoint(app, deps, vocabularyEndpoints.removeWord, async (request) => {
    const changes = await removeStudyWord({ db, userId: admittedUser(request).id, id: request.params.id });
    return { success: true as const, changes };
  });
};
