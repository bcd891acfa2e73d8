import { healthEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { countActiveAdmins } from '../../domain/accounts/change-user-access';
import { buildHealthReport } from '../../health/health-report';
import { serveEndpoint } from '../endpoint-routes';

export const publicHealthRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, healthEndpoints.healthSimple, async () => ({
    status: 'UP' as const,
  }));
};

/** Admin-only checks run by the diagnostics and debug pages. */
export const adminHealthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, healthEndpoints.healthReport, async (_request, reply) => {
    const report = await buildHealthReport(deps);
    return reply.status(200).send(report);
  });

  serveEndpoint(app, deps, healthEndpoints.testJwt, async (request) => {
    const user = admittedUser(request);
    return { success: true, userId: user.id, role: user.role };
  });

  serveEndpoint(app, deps, healthEndpoints.testAdmin, async () => {
    const activeAdmins = await countActiveAdmins(deps.database.db);
    return { exists: activeAdmins > 0, activeAdmins };
  });

  serveEndpoint(app, deps, healthEndpoints.testRateLimit, async (request) => {
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
  });
};
