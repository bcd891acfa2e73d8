import { EnginesResponse, enginesPath } from '@tolk/contracts/engines';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { describeEngines } from '../../engines/describe-engines';

export const enginesStatusRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    enginesPath,
    {
      onRequest: deps.guards.requireActiveUser,
      schema: { response: { 200: EnginesResponse, 401: ApiError, 403: ApiError } },
    },
    async (request) => describeEngines(deps.engines, { withSetupHints: admittedUser(request).role === 'ADMIN' }),
  );
};
