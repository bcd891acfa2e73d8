import { authPaths, LoginRequest, LoginResponse } from '@tolk/contracts/accounts';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { signIn } from '../../domain/accounts/sign-in';
import { toPublicUser } from '../../users/public-user';

const statusMessages = {
  PENDING: 'Your account is awaiting administrator approval. You will be able to sign in once it is approved.',
  BLOCKED: 'Your account has been blocked. Please contact support.',
} as const;

export const loginRoute: FastifyPluginAsyncZod<Deps> = async (app, { database, tokens, loginThrottle }) => {
  app.post(
    authPaths.login,
    { schema: { body: LoginRequest, response: { 200: LoginResponse, 400: ApiError, 401: ApiError, 429: ApiError } } },
    async (request) => {
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
    },
  );
};
