import { translationEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { describeEngines } from '../../engines/describe-engines';
import { serveEndpoint } from '../endpoint-routes';

export const enginesStatusRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, translationEndpoints.engines, async (request) =>
    describeEngines(deps.engines, { withSetupHints: admittedUser(request).role === 'ADMIN' }),
  );
};
