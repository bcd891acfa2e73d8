import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createGuards } from './auth/guards';
import { createTokenService } from './auth/tokens';
import type { AppConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Deps } from './deps';
import { ensureBootstrapAdmin } from './domain/accounts/ensure-admin';
import { registerErrorHandling } from './errors/error-handler';
import { createSlidingWindowLimiter } from './rate-limit/sliding-window-limiter';
import { adminUsersRoutes } from './routes/admin/users';
import { loginRoute } from './routes/auth/login';
import { meRoute } from './routes/auth/me';
import { registerRoute } from './routes/auth/register';
import { adminHealthRoutes, publicHealthRoute } from './routes/health/health';
import { publicConfigRoute } from './routes/public/config';
import { registerWebApp } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for start-up tasks and tests that assert stored state. */
    database: DatabaseHandle;
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

  const database = await openDatabase(config.database);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  if (config.bootstrapAdmin) {
    const outcome = await ensureBootstrapAdmin(database.db, config.bootstrapAdmin);
    app.log.info({ email: config.bootstrapAdmin.email, outcome }, 'bootstrap administrator ensured');
  }

  const tokens = createTokenService(config.jwt);
  const deps: Deps = {
    config,
    database,
    tokens,
    guards: createGuards(database, tokens),
    loginThrottle: createSlidingWindowLimiter({ windowMs: config.loginThrottle.windowMs }),
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
  ]) {
    await app.register(routes, deps);
  }
  await registerWebApp(app, config.webDistDir);
  return app;
}
