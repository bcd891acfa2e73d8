import { authPaths, LoginRequest, LoginResponse } from '@tolk/contracts/auth';
import { ApiError } from '@tolk/contracts/errors';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_LIMIT_FACTOR, throttleKeys } from '../../auth/login-throttle-keys';
import { decoyPasswordHash, verifyPassword } from '../../auth/password';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { normaliseEmail, toPublicUser } from '../../users/public-user';

const statusMessages = {
  PENDING: 'Your account is awaiting administrator approval. You will be able to sign in once it is approved.',
  BLOCKED: 'Your account has been blocked. Please contact support.',
} as const;

export const loginRoute: FastifyPluginAsyncZod<Deps> = async (app, { database, tokens, loginThrottle, config }) => {
  const { maxFailures } = config.loginThrottle;

  app.post(
    authPaths.login,
    { schema: { body: LoginRequest, response: { 200: LoginResponse, 400: ApiError, 401: ApiError, 429: ApiError } } },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const emailKey = throttleKeys.email(email);
      const addressKey = throttleKeys.address(request.ip);
      const wait = Math.max(
        loginThrottle.retryAfterSeconds(emailKey, maxFailures),
        loginThrottle.retryAfterSeconds(addressKey, maxFailures * ADDRESS_LIMIT_FACTOR),
      );
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${describeWait(wait)}.`, {
          retryAfterSeconds: wait,
        });
      }

      const [user] = await database.db.select().from(users).where(eq(users.email, email)).limit(1);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), request.body.password);
      if (!user || !passwordOk) {
        loginThrottle.record(emailKey);
        loginThrottle.record(addressKey);
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      loginThrottle.reset(emailKey);

      if (user.status !== 'ACTIVE') {
        return { status: user.status, message: statusMessages[user.status], user: toPublicUser(user) };
      }
      return {
        status: 'SUCCESS' as const,
        message: 'Login successful',
        token: tokens.issue(user.id),
        user: toPublicUser(user),
      };
    },
  );
};

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
