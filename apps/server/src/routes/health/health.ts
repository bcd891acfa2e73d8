import { ApiError } from '@tolk/contracts/errors';
import {
  HealthReport,
  HealthSimpleResponse,
  healthPaths,
  RateLimitStatusResponse,
  TestAdminResponse,
  TestJwtResponse,
} from '@tolk/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { countActiveAdmins } from '../../domain/accounts/change-user-access';
import { buildHealthReport } from '../../health/health-report';

const errors = { 401: ApiError, 403: ApiError };

export const publicHealthRoute: FastifyPluginAsyncZod<Deps> = async (app) => {
  app.get(healthPaths.simple, { schema: { response: { 200: HealthSimpleResponse } } }, async () => ({
    status: 'UP' as const,
  }));
};

/** Admin-only checks run by the diagnostics and debug pages. */
export const adminHealthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.requireAdmin);

  app.get(healthPaths.full, { schema: { response: { 200: HealthReport, ...errors } } }, async (_request, reply) => {
    const report = await buildHealthReport(deps);
    return reply.status(200).send(report);
  });

  app.get(healthPaths.testJwt, { schema: { response: { 200: TestJwtResponse, ...errors } } }, async (request) => {
    const user = admittedUser(request);
    return { success: true, userId: user.id, role: user.role };
  });

  app.get(healthPaths.testAdmin, { schema: { response: { 200: TestAdminResponse, ...errors } } }, async () => {
    const activeAdmins = await countActiveAdmins(deps.database.db);
    return { exists: activeAdmins > 0, activeAdmins };
  });

  app.get(
    healthPaths.testRateLimit,
    { schema: { response: { 200: RateLimitStatusResponse, ...errors } } },
    async (request) => {
      const trackedKeys = await deps.loginThrottle.trackedKeys();
      const wait = await deps.loginThrottle.addressRetryAfterSeconds(request.ip);
      if (wait > 0) {
        return {
          status: 'LIMITED' as const,
          message: `Sign-ins from this address are throttled for ${wait} s`,
          trackedKeys,
        };
      }
      return { status: 'OK' as const, trackedKeys };
    },
  );
};
