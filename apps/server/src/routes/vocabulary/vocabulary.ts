import { ApiError } from '@tolk/contracts/errors';
import {
  AddVocabularyWordRequest,
  AddVocabularyWordResponse,
  PracticeResultQuery,
  PracticeResultResponse,
  PracticeWordsQuery,
  PracticeWordsResponse,
  RemoveVocabularyWordResponse,
  StudyStatisticsQuery,
  StudyStatisticsResponse,
  UpdateVocabularySettingsRequest,
  VocabularySettingsResponse,
  VocabularyWordIdParams,
  VocabularyWordsQuery,
  VocabularyWordsResponse,
  vocabularyPaths,
  WordsDueForReviewQuery,
  WordsDueForReviewResponse,
} from '@tolk/contracts/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { addVocabularyWord } from '../../domain/vocabulary/add-vocabulary-word';
import { listDueWords } from '../../domain/vocabulary/list-due-words';
import { listVocabularyWords } from '../../domain/vocabulary/list-vocabulary-words';
import { practiceWords } from '../../domain/vocabulary/practice-words';
import { removeVocabularyWord } from '../../domain/vocabulary/remove-vocabulary-word';
import { reviewWord } from '../../domain/vocabulary/review-word';
import { studyRecommendations } from '../../domain/vocabulary/study-recommendations';
import { studyStatistics } from '../../domain/vocabulary/study-statistics';
import { readVocabularySettings, updateDesiredRetention } from '../../domain/vocabulary/vocabulary-settings';
import { engineErrorResponses } from '../../http/engine-error-responses';
import { limitEngineCalls } from '../../rate-limit/engine-call-limit';

/** The route pattern of a path that takes an id. */
const idRoute = (path: (id: string) => string) => path(':id');

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * The vocabulary trainer: the study list with its FSRS cards, the due words, practice sessions
 * and their answers, statistics, settings, and words added or removed by hand. ACTIVE users only;
 * another learner's word id is 404 like an unknown one. The clock is read here, once per request,
 * and handed to the domain (tests hand their own).
 */
export const vocabularyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', deps.guards.requireActiveUser);

  app.get(
    vocabularyPaths.vocabularyWords,
    { schema: { querystring: VocabularyWordsQuery, response: { 200: VocabularyWordsResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await listVocabularyWords({ db, userId: admittedUser(request).id, ...request.query })),
    }),
  );

  app.get(
    vocabularyPaths.wordsDueForReview,
    { schema: { querystring: WordsDueForReviewQuery, response: { 200: WordsDueForReviewResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await listDueWords({ db, userId: admittedUser(request).id, ...request.query, now: new Date() })),
    }),
  );

  app.get(
    vocabularyPaths.practiceWords,
    {
      // Answers may come from the translation engines: the call counts against the engine budget.
      onRequest: limitEngineCalls(deps.engineLimiter, deps.config.engineCallsPerMinute),
      schema: {
        querystring: PracticeWordsQuery,
        response: { 200: PracticeWordsResponse, ...errors, ...engineErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await practiceWords({
        db,
        userId: admittedUser(request).id,
        ...request.query,
        translation: deps.engines.translation,
        log: request.log,
        now: new Date(),
      })),
    }),
  );

  app.post(
    idRoute(vocabularyPaths.practiceResult),
    {
      schema: {
        params: VocabularyWordIdParams,
        querystring: PracticeResultQuery,
        response: { 200: PracticeResultResponse, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    vocabularyPaths.studyStatistics,
    { schema: { querystring: StudyStatisticsQuery, response: { 200: StudyStatisticsResponse, ...errors } } },
    async (request) => {
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
          }),
      });
      return { success: true as const, ...statistics };
    },
  );

  app.get(
    vocabularyPaths.settings,
    { schema: { response: { 200: VocabularySettingsResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      settings: await readVocabularySettings(db, admittedUser(request).id),
    }),
  );

  app.put(
    vocabularyPaths.settings,
    {
      schema: { body: UpdateVocabularySettingsRequest, response: { 200: VocabularySettingsResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      settings: await updateDesiredRetention({
        db,
        userId: admittedUser(request).id,
        desiredRetention: request.body.desiredRetention,
      }),
    }),
  );

  app.post(
    vocabularyPaths.words,
    {
      schema: {
        body: AddVocabularyWordRequest,
        response: { 200: AddVocabularyWordResponse, 201: AddVocabularyWordResponse, ...errors },
      },
    },
    async (request, reply) => {
      const added = await addVocabularyWord({ db, userId: admittedUser(request).id, word: request.body });
      return reply.code(added.created ? 201 : 200).send({ success: true as const, ...added });
    },
  );

  app.delete(
    idRoute(vocabularyPaths.word),
    { schema: { params: VocabularyWordIdParams, response: { 200: RemoveVocabularyWordResponse, ...errors } } },
    async (request) => {
      await removeVocabularyWord({ db, userId: admittedUser(request).id, id: request.params.id });
      return { success: true as const };
    },
  );
};
