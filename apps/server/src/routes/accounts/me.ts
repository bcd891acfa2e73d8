import { authPaths, MeResponse } from '@tolk/contracts/accounts';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { toPublicUser } from '../../users/public-user';

export const meRoute: FastifyPluginAsyncZod<Deps> = async (app, { guards }) => {
  app.get(
    authPaths.me,
    {
      onRequest: guards.requireActiveUser,
      schema: { response: { 200: MeResponse, 401: ApiError, 403: ApiError } },
    },
    async (request) => ({ user: toPublicUser(admittedUser(request)) }),
  );
};
