import { accountsEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../auth/password';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema/accounts';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { normaliseEmail, toPublicUser } from '../../users/public-user';
import { serveEndpoint } from '../endpoint-routes';

export const registerRoute: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, registration } = deps;
  serveEndpoint(app, deps, accountsEndpoints.register, async (request, reply) => {
    const { email, password, name } = request.body;
    // Before the hash: refused floods must not cost argon2's memory and time.
    const registrationNetwork = await registration.admit(request.ip);
    const passwordHash = await hashPassword(password);
    try {
      const [user] = await database.db
        .insert(users)
        .values({ email: normaliseEmail(email), name, passwordHash, registrationNetwork })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return reply.status(201).send({
        status: 'PENDING',
        message: 'Registration successful. Your account is waiting for administrator approval.',
        user: toPublicUser(user),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
          fieldErrors: { email: 'An account with this email already exists' },
        });
      }
      throw error;
    }
  });
};
