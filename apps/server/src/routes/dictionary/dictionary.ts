import {
  CheckStudyingQuery,
  CheckStudyingResponse,
  DictionaryEntry,
  DictionaryEntryQuery,
  DictionarySourcesResponse,
  DictionaryWordParams,
  dictionaryPaths,
  LANGUAGE_COUNTS_HEADER,
  languageCountsHeader,
  StudiedWordsRequest,
  StudiedWordsResponse,
  UserWordsQuery,
  UserWordsResponse,
  WORD_NOT_FOUND_MESSAGE,
} from '@tolk/contracts/dictionary';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { chatGapFiller } from '../../domain/dictionary/fill-gaps-with-chat';
import { listDictionarySources } from '../../domain/dictionary/list-dictionary-sources';
import { listStudyWords } from '../../domain/dictionary/list-study-words';
import { lookUpWord } from '../../domain/dictionary/look-up-word';
import { isStudying, studiedKeys } from '../../domain/dictionary/study-list';
import { AppError } from '../../errors/app-error';
import { linkPage } from '../../http/link-page';
import { cachedPronouncer } from '../../pronunciation/cached-pronouncer';

/** Words whose pronunciation is kept in memory: a learner's texts repeat the common words. */
const PRONUNCIATIONS_KEPT = 5000;

/** The route pattern of a path that encodes its word: the contract's path with ':word' left readable. */
const wordRoute = (path: (word: string) => string) => decodeURIComponent(path(':word'));

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/**
 * The learner's dictionary: an entry per clicked word (which adds it to the study list), whether
 * words are studied, the study list itself, and the sources' attribution. ACTIVE users only; every
 * answer is the caller's own.
 */
export const dictionaryRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, engines, guards } = deps;
  const { db } = database;
  const { headwords } = deps;
  const pronouncer = cachedPronouncer(deps.pronouncer, { max: PRONUNCIATIONS_KEPT });
  const fillGaps = chatGapFiller({
    db,
    chat: engines.chat,
    engineLimiter: deps.engineLimiter,
    engineCallsPerMinute: deps.config.engineCallsPerMinute,
    log: app.log,
  });
  app.addHook('onRequest', guards.requireActiveUser);

  app.get(
    wordRoute(dictionaryPaths.entry),
    {
      schema: {
        params: DictionaryWordParams,
        querystring: DictionaryEntryQuery,
        response: { 200: DictionaryEntry, ...errors },
      },
    },
    async (request) => {
      const entry = await lookUpWord({
        db,
        userId: admittedUser(request).id,
        word: request.params.word,
        language: request.query.language,
        interfaceLanguage: request.query.interfaceLanguage,
        translation: engines.translation,
        log: request.log,
        headwords,
        pronouncer,
        fillGaps,
      });
      if (!entry) throw new AppError('NOT_FOUND', WORD_NOT_FOUND_MESSAGE);
      return entry;
    },
  );

  app.get(
    wordRoute(dictionaryPaths.checkStudying),
    {
      schema: {
        params: DictionaryWordParams,
        querystring: CheckStudyingQuery,
        response: { 200: CheckStudyingResponse, ...errors },
      },
    },
    async (request) => ({
      isStudying: await isStudying({
        db,
        userId: admittedUser(request).id,
        language: request.query.language,
        word: request.params.word,
      }),
    }),
  );

  app.post(
    dictionaryPaths.studiedWords,
    { schema: { body: StudiedWordsRequest, response: { 200: StudiedWordsResponse, ...errors } } },
    async (request) => ({
      studied: await studiedKeys({
        db,
        userId: admittedUser(request).id,
        language: request.body.language,
        words: request.body.words,
      }),
    }),
  );

  app.get(
    dictionaryPaths.userWords,
    { schema: { querystring: UserWordsQuery, response: { 200: UserWordsResponse, ...errors } } },
    async (request, reply) => {
      const { limit, cursor, language } = request.query;
      const page = await listStudyWords({ db, userId: admittedUser(request).id, limit, cursor, language });
      reply.header(LANGUAGE_COUNTS_HEADER, languageCountsHeader(page.totals));
      const total = page.totals.reduce((sum, { count }) => sum + count, 0);
      return linkPage(request, reply, { items: page.words, nextCursor: page.nextCursor, total });
    },
  );

  app.get(
    dictionaryPaths.sources,
    { schema: { response: { 200: DictionarySourcesResponse, ...errors } } },
    async () => ({ imports: await listDictionarySources(db) }),
  );
};
