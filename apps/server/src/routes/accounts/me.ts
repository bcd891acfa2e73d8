import { accountsEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { toPublicUser } from '../../users/public-user';
import { serveEndpoint } from '../endpoint-routes';

export const meRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  serveEndpoint(app, deps, accountsEndpoints.me, async (request) => ({ user: toPublicUser(admittedUser(request)) }));
};
