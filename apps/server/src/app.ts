import path from 'node:path';
import { RECORDING_MAX_BYTES } from '@tolk/contracts/audio';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { encodeMp3 } from './audio/mp3-encoder';
import { createGuards } from './auth/guards';
import { createTokenService } from './auth/tokens';
import type { AppConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Deps } from './deps';
import { ensureBootstrapAdmin } from './domain/accounts/ensure-admin';
import { TranslationCounter } from './domain/translations/translation-counter';
import { createEngines } from './engines/create-engines';
import { registerErrorHandling } from './errors/error-handler';
import { acceptMultipart } from './http/multipart';
import { createSlidingWindowLimiter } from './rate-limit/sliding-window-limiter';
import { adminUsersRoutes } from './routes/admin/users';
import { audioTracksRoutes } from './routes/audio-tracks/audio-tracks';
import { trackAudioRoute } from './routes/audio-tracks/track-audio';
import { loginRoute } from './routes/auth/login';
import { meRoute } from './routes/auth/me';
import { registerRoute } from './routes/auth/register';
import { enginesStatusRoute } from './routes/engines/engines-status';
import { speechTranslateRoute } from './routes/engines/speech-translate';
import { textToSpeechRoute } from './routes/engines/text-to-speech';
import { textTranslateRoute } from './routes/engines/text-translate';
import { transcribeRoute } from './routes/engines/transcribe';
import { adminHealthRoutes, publicHealthRoute } from './routes/health/health';
import { phraseAudioRoute } from './routes/phrases/phrase-audio';
import { phrasesRoutes } from './routes/phrases/phrases';
import { publicConfigRoute } from './routes/public/config';
import { statsRoutes } from './routes/stats/stats';
import { createFileBlobStore } from './storage/file-blob-store';
import { createS3BlobStore } from './storage/s3-blob-store';
import { registerWebApp } from './web-app';

/** Room for the text fields and multipart boundaries around the recording itself. */
const MULTIPART_FIELDS_MARGIN_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for start-up tasks and tests that assert stored state. */
    database: DatabaseHandle;
    /** Translation counts waiting to be written; stats readers and tests flush() it first. */
    translationCounter: TranslationCounter;
  }
}

/** Builds the whole server from a typed config: opens and migrates the database, wires every route. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind a reverse proxy the client address comes from X-Forwarded-For; throttling needs the real one.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('currentUser', null);
  registerErrorHandling(app);

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
  const engines = createEngines({
    config: config.engines,
    db: database.db,
    blobs,
    encodeMp3,
    log: app.log,
  });
  acceptMultipart(app, RECORDING_MAX_BYTES + MULTIPART_FIELDS_MARGIN_BYTES);

  const tokens = createTokenService(config.jwt);
  const deps: Deps = {
    config,
    database,
    tokens,
    guards: createGuards(database, tokens),
    loginThrottle: createSlidingWindowLimiter({ windowMs: config.loginThrottle.windowMs }),
    engineLimiter: createSlidingWindowLimiter({ windowMs: 60_000 }),
    engines,
    translationCounter,
    blobs,
    startedAt: performance.now(),
  };

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
    phrasesRoutes,
    phraseAudioRoute,
    audioTracksRoutes,
    trackAudioRoute,
    statsRoutes,
  ]) {
    await app.register(routes, deps);
  }
  await registerWebApp(app, config.webDistDir);
  return app;
}
