import {
  LANGUAGE_COUNTS_HEADER,
  languageCountsHeader,
  noDictionaryMessage,
  WORD_NOT_FOUND_MESSAGE,
} from '@tolk/contracts/dictionary';
import { dictionaryEndpoints } from '@tolk/contracts/endpoints';
import { LANGUAGES } from '@tolk/contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { chatGapFiller } from '../../domain/dictionary/fill-gaps-with-chat';
import { dictionarySetupHint, hasDictionary } from '../../domain/dictionary/has-dictionary';
import { listDictionarySources } from '../../domain/dictionary/list-dictionary-sources';
import { lookUpWord } from '../../domain/dictionary/look-up-word';
import { listStudyWords } from '../../domain/study-words/list-study-words';
import { isStudying, studiedKeys } from '../../domain/study-words/study-list';
import { AppError } from '../../errors/app-error';
import { linkPage } from '../../http/link-page';
import { cachedPronouncer } from '../../pronunciation/cached-pronouncer';
import { serveEndpoint } from '../endpoint-routes';
import { mayChargeEngineCall } from '../engine-call-guards';

/** Words whose pronunciation is kept in memory: a learner's texts repeat the common words. */
const PRONUNCIATIONS_KEPT = 5000;

/**
 * The learner's dictionary: an entry per clicked word (which adds it to the study list), whether
 * words are studied, the study list itself, and the sources' attribution. ACTIVE users only; every
 * answer is the caller's own.
 */
export const dictionaryRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, engines } = deps;
  const { db } = database;
  const { headwords } = deps;
  const pronouncer = cachedPronouncer(deps.pronouncer, { max: PRONUNCIATIONS_KEPT });
  const fillGaps = chatGapFiller({ db, chat: engines.chat, log: app.log });

  serveEndpoint(app, deps, dictionaryEndpoints.entry, async (request) => {
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
      // Counted once, before the first engine is asked; past the budget the entry is the open data's.
      mayAskEngine: () => mayChargeEngineCall(deps, request),
    });
    if (entry) return entry;
    const { language } = request.query;
    // Both 404: a word in a language no installed dictionary covers is not a spelling mistake.
    if (await hasDictionary(db, language)) throw new AppError('NOT_FOUND', WORD_NOT_FOUND_MESSAGE);
    throw new AppError('NO_DICTIONARY', noDictionaryMessage(LANGUAGES[language].name), {
      setupHint: dictionarySetupHint(language),
    });
  });

  serveEndpoint(app, deps, dictionaryEndpoints.checkStudying, async (request) => ({
    isStudying: await isStudying({
      db,
      userId: admittedUser(request).id,
      language: request.query.language,
      word: request.params.word,
    }),
  }));

  serveEndpoint(app, deps, dictionaryEndpoints.studiedWords, async (request) => ({
    studied: await studiedKeys({
      db,
      userId: admittedUser(request).id,
      language: request.body.language,
      words: request.body.words,
    }),
  }));

  serveEndpoint(app, deps, dictionaryEndpoints.userWords, async (request, reply) => {
    const { limit, cursor, language } = request.query;
    const page = await listStudyWords({ db, userId: admittedUser(request).id, limit, cursor, language });
    reply.header(LANGUAGE_COUNTS_HEADER, languageCountsHeader(page.totals));
    const total = page.totals.reduce((sum, { count }) => sum + count, 0);
    return linkPage(request, reply, { items: page.words, nextCursor: page.nextCursor, total });
  });

  serveEndpoint(app, deps, dictionaryEndpoints.sources, async () => ({ imports: await listDictionarySources(db) }));
};
