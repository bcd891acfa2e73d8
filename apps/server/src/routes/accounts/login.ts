import { accountsEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { signIn } from '../../domain/accounts/sign-in';
import { toPublicUser } from '../../users/public-user';
import { serveEndpoint } from '../endpoint-routes';

const statusMessages = {
  PENDING: 'Your account is awaiting administrator approval. You will be able to sign in once it is approved.',
  BLOCKED: 'Your account has been blocked. Please contact support.',
} as const;

export const loginRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, tokens, loginThrottle } = deps;
  serveEndpoint(app, deps, accountsEndpoints.login, async (request) => {
    const result = await signIn({
      db: database.db,
      tokens,
      throttle: loginThrottle,
      email: request.body.email,
      password: request.body.password,
      address: request.ip,
    });
    const user = toPublicUser(result.user);
    if (result.status !== 'SUCCESS') {
      return { status: result.status, message: statusMessages[result.status], user };
    }
    return { status: 'SUCCESS' as const, message: 'Login successful', token: result.token, user };
  });
};
