import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { voiceCloningEndpoints } from '@tolk/contracts/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { encodeMp3 } from './audio/mp3-encoder';
import { createGuards } from './auth/guards';
import { createLoginThrottle } from './auth/login-throttle';
import { createTokenService } from './auth/tokens';
import type { AppConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Deps } from './deps';
import { ensureBootstrapAdmin } from './domain/accounts/ensure-admin';
import { createTrackRenderPool, defaultRenderThreads } from './domain/audio-tracks/render-pool';
import { createTrackRenders } from './domain/audio-tracks/track-renders';
import { createStorageQuota } from './domain/blobs/storage-quota';
import { createHeadwordCache } from './domain/dictionary/headword-cache';
import type { DictionaryImports } from './domain/dictionary/import-dictionaries';
import type { InstalledDictionaryImports } from './domain/dictionary/import-installed-dictionaries';
import { TranslationCounter } from './domain/translation/translation-counter';
import { createEngines } from './engines/create-engines';
import { registerErrorHandling } from './http/error-handler';
import { multipartOptions } from './http/multipart';
import { retryIdempotentReads } from './http/retry-idempotent-reads';
import { registerSecurityHeaders } from './http/security-headers';
import { BACKGROUND_JOBS, dictionaryImportsJob, installedDictionaryImportsJob } from './jobs/background-jobs';
import { startJobs, stopJobs } from './jobs/run-jobs';
import { secretValuesOf } from './logging/log-scrubber';
import { loggerOptions } from './logging/logger-options';
import { CATALOG } from './models/catalog';
import { createModelStore } from './models/create-model-store';
import type { ModelStore } from './models/model-store';
import { createPronouncer } from './pronunciation/pronouncer';
import { createEventCounter } from './rate-limit/create-event-counter';
import { connectRedis } from './rate-limit/redis-connection';
import { createRegistrationLimit, REGISTRATION_WINDOW_MS } from './rate-limit/registration-limit';
import { loginRoute } from './routes/accounts/login';
import { meRoute } from './routes/accounts/me';
import { registerRoute } from './routes/accounts/register';
import { adminUsersRoutes } from './routes/admin/users';
import { audioTracksRoutes } from './routes/audio-tracks/audio-tracks';
import { trackAudioRoute } from './routes/audio-tracks/track-audio';
import { conversationFeedbackRoute } from './routes/dialogue/conversation-feedback';
import { dialogueAudioRoute } from './routes/dialogue/dialogue-audio';
import { dialogueChatRoutes } from './routes/dialogue/dialogue-chat';
import { dialogueHistoryRoutes } from './routes/dialogue/dialogue-history';
import { dialogueTranslationRoute } from './routes/dialogue/translate-reply';
import { dictionaryRoutes } from './routes/dictionary/dictionary';
import { wordAudioRoute } from './routes/dictionary/word-audio';
import { watchDeclaredRoutes } from './routes/endpoint-routes';
import { enginesStatusRoute } from './routes/engines/engines-status';
import { adminHealthRoutes, publicHealthRoute } from './routes/health/health';
import { modelsRoutes } from './routes/models/models';
import { phraseAudioRoute } from './routes/phrases/phrase-audio';
import { phrasesRoutes } from './routes/phrases/phrases';
import { publicConfigRoute } from './routes/public-config/public-config';
import { textToSpeechRoute } from './routes/speech/text-to-speech';
import { transcribeRoute } from './routes/speech/transcribe';
import { statsRoutes } from './routes/stats/stats';
import { speechTranslateRoute } from './routes/translation/speech-translate';
import { textTranslateRoute } from './routes/translation/text-translate';
import { heardReviewRoute } from './routes/vocabulary/heard-review';
import { parameterOptimisationRoute } from './routes/vocabulary/parameter-optimisation';
import { reviewTrackRoute } from './routes/vocabulary/review-track';
import { speechReviewRoute } from './routes/vocabulary/speech-review';
import { vocabularyRoutes } from './routes/vocabulary/vocabulary';
import { vocabularyExportRoute } from './routes/vocabulary/vocabulary-export';
import { wordSuggestionsRoute } from './routes/vocabulary/word-suggestions';
import { voiceProviderRelayRoutes } from './routes/voice-cloning/voice-provider-relay';
import { createFileBlobStore } from './storage/file-blob-store';
import { createS3BlobStore } from './storage/s3-blob-store';
import { registerWebApp } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for start-up tasks and tests that assert stored state. */
    database: DatabaseHandle;
    /** Translation counts waiting to be written; stats readers and tests flush() it first. */
    translationCounter: TranslationCounter;
    /** The model store (deps.models), for tests that install or watch a model. */
    models: ModelStore;
    /** The background import of the open dictionaries; tests await `finished`. */
    dictionaryImports: DictionaryImports;
    /** The import of each dictionary the model store installs; tests await `imported(id)`. */
    installedDictionaryImports: InstalledDictionaryImports;
  }
}

/** Builds the whole server from a typed config: opens and migrates the database, wires every route. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets never reach a log line: redacted fields, errors without SQL or parameters, scrubbed text.
    logger: loggerOptions({ level: config.logLevel, stream: config.logStream, secretValues: secretValuesOf(config) }),
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY: from anyone else it would let a
    // client pick the address the sign-in limit counts (decision 011).
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('currentUser', null);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.voiceCloning.providerUrl);
  retryIdempotentReads(app);

  // With REDIS_URL the limits live in Redis, so every app instance counts against the same ones.
  // Connected first: a Redis that does not answer stops the start before any migration runs.
  const shared = config.redis && {
    redis: await connectRedis(config.redis.url, app.log),
    keyPrefix: config.redis.keyPrefix,
  };
  if (shared) {
    app.addHook('onClose', async () => {
      await shared.redis.quit();
    });
  }

  const database = await openDatabase(config.database, app.log);
  app.decorate('database', database);
  const translationCounter = new TranslationCounter(database.db, app.log);
  app.decorate('translationCounter', translationCounter);
  // Counts still waiting for their batch are written before the database closes.
  app.addHook('onClose', async () => {
    try {
      await translationCounter.flush();
    } catch (error) {
      app.log.error({ err: error }, 'translation counts could not be written before closing');
    } finally {
      await database.close();
    }
  });
  if (config.bootstrapAdmin) {
    const outcome = await ensureBootstrapAdmin(database.db, config.bootstrapAdmin);
    app.log.info({ email: config.bootstrapAdmin.email, outcome }, 'bootstrap administrator ensured');
  }

  const blobDirectory = path.join(config.dataDir, 'blobs');
  const blobs = config.s3 ? createS3BlobStore(config.s3) : createFileBlobStore(blobDirectory);
  app.log.info(
    config.s3
      ? { blobStore: 's3', endpoint: config.s3.endpoint ?? 'aws', bucket: config.s3.bucket }
      : { blobStore: 'files', directory: blobDirectory },
    'blob store',
  );
  const models = createModelStore({
    ...config.models,
    catalog: [...CATALOG, ...config.models.extraCatalog],
    log: app.log,
  });
  app.decorate('models', models);
  // Running downloads stop; their .part files stay, and the next start resumes them.
  app.addHook('onClose', async () => {
    await models.close();
  });
  const engines = createEngines({
    config: config.engines,
    db: database.db,
    blobs,
    models,
    encodeMp3,
    log: app.log,
  });
  // In-process models (a chat GGUF, local Whisper, the local translation models' thread) hold memory and threads until they are let go.
  app.addHook('onClose', async () => {
    await Promise.all([engines.chat.close(), engines.speechRecognition.close(), engines.translation.close()]);
  });
  await app.register(fastifyMultipart, multipartOptions);

  const tokens = createTokenService(config.jwt);
  const storageQuota = createStorageQuota(config.storageQuotaBytes);
  const renderThreads = defaultRenderThreads();
  const deps: Deps = {
    config,
    database,
    tokens,
    guards: createGuards(database, tokens),
    loginThrottle: createLoginThrottle(
      createEventCounter('login-failures', config.loginThrottle.windowMs, shared, 'count-locally'),
      config.loginThrottle.maxFailures,
    ),
    registration: createRegistrationLimit(
      createEventCounter('registrations', REGISTRATION_WINDOW_MS, shared, 'refuse'),
      config.registration,
    ),
    engineLimiter: createEventCounter('engine-calls', 60_000, shared, 'count-locally'),
    engines,
    translationCounter,
    blobs,
    models,
    storageQuota,
    // Started and stopped as a background job (trackRendersJob); the routes queue to it.
    trackRenders: createTrackRenders({
      db: database.db,
      blobs,
      quota: storageQuota,
      speech: engines.speechSynthesis,
      pool: createTrackRenderPool(renderThreads),
      log: app.log,
      concurrency: 2 * renderThreads,
    }),
    // Holds no thread of its own: it uses the process's eSpeak NG thread, which keeps no process alive.
    pronouncer: createPronouncer(),
    headwords: createHeadwordCache(),
    startedAt: performance.now(),
  };

  // Every route under /api answers one declaration of packages/contracts, and every declaration has its route.
  const declaredRoutes = watchDeclaredRoutes(app);
  for (const routes of [
    registerRoute,
    loginRoute,
    meRoute,
    adminUsersRoutes,
    publicHealthRoute,
    adminHealthRoutes,
    publicConfigRoute,
    textTranslateRoute,
    speechTranslateRoute,
    textToSpeechRoute,
    transcribeRoute,
    enginesStatusRoute,
    modelsRoutes,
    phrasesRoutes,
    phraseAudioRoute,
    audioTracksRoutes,
    trackAudioRoute,
    statsRoutes,
    dictionaryRoutes,
    wordAudioRoute,
    vocabularyRoutes,
    speechReviewRoute,
    heardReviewRoute,
    wordSuggestionsRoute,
    parameterOptimisationRoute,
    reviewTrackRoute,
    vocabularyExportRoute,
    dialogueChatRoutes,
    dialogueHistoryRoutes,
    dialogueAudioRoute,
    dialogueTranslationRoute,
    conversationFeedbackRoute,
  ]) {
    await app.register(routes, deps);
  }
  // VOICE_CLONING_RELAY=false leaves the browser's direct calls to the provider as the only way (decision 030).
  if (config.voiceCloning.relay) await app.register(voiceProviderRelayRoutes, deps);
  await app.after();
  const { unserved, undeclared } = declaredRoutes.check(
    config.voiceCloning.relay ? [] : Object.values(voiceCloningEndpoints),
  );
  if (unserved.length || undeclared.length) {
    throw new Error(
      `Routes and declarations differ. Declared without a route: ${unserved.join(', ') || 'none'}. ` +
        `Routes without a declaration: ${undeclared.join(', ') || 'none'}.`,
    );
  }
  await registerWebApp(app, config.webDistDir);

  // The background jobs (jobs/background-jobs.ts) run while the app serves. Added last, their onClose hook runs
  // first: every job has stopped, last started first, before the chat model and the database close.
  const jobs = await startJobs(BACKGROUND_JOBS, { ...deps, log: app.log }, app.log);
  app.decorate('dictionaryImports', jobs.runningOf(dictionaryImportsJob));
  app.decorate('installedDictionaryImports', jobs.runningOf(installedDictionaryImportsJob));
  app.addHook('onClose', () => stopJobs(jobs, app.log));
  return app;
}
