import { adminEndpoints } from '@tolk/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { changeUserAccess } from '../../domain/accounts/change-user-access';
import { deleteUser } from '../../domain/accounts/delete-user';
import { listUsers } from '../../domain/accounts/list-users';
import { clearPendingSignups, pendingSignupsByNetwork } from '../../domain/accounts/pending-signups';
import { AppError } from '../../errors/app-error';
import { linkPage } from '../../http/link-page';
import { toPublicUser } from '../../users/public-user';
import { serveEndpoint } from '../endpoint-routes';

export const adminUsersRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { database, blobs } = deps;
  const { db } = database;

  serveEndpoint(app, deps, adminEndpoints.listUsers, async (request, reply) => {
    const { limit, cursor } = request.query;
    const page = await listUsers({ db, limit, cursor });
    return linkPage(request, reply, { items: page.users, nextCursor: page.nextCursor, total: page.total });
  });

  serveEndpoint(app, deps, adminEndpoints.changeUserStatus, async (request) => {
    const user = await changeUserAccess({ db, targetId: request.params.id, change: { status: request.body.status } });
    return { success: true as const, message: 'User status updated successfully', user: present(user) };
  });

  serveEndpoint(app, deps, adminEndpoints.changeUserRole, async (request) => {
    const user = await changeUserAccess({ db, targetId: request.params.id, change: { role: request.body.role } });
    return { success: true as const, message: 'User role updated successfully', user: present(user) };
  });

  serveEndpoint(app, deps, adminEndpoints.deleteUser, async (request) => {
    await deleteUser({ db, blobs, userId: request.params.id, log: request.log });
    return { success: true as const, message: 'User deleted successfully' };
  });

  serveEndpoint(app, deps, adminEndpoints.pendingSignups, async (request) => {
    const [networks, throttle] = await Promise.all([
      pendingSignupsByNetwork(db),
      // The throttle's count lives with the limits: while Redis is away the list still answers.
      deps.registration.throttle().catch((error: unknown) => {
        request.log.warn({ err: error }, 'the sign-up throttle could not be read');
        return null;
      }),
    ]);
    return {
      networks,
      throttle: throttle && { since: throttle.since.toISOString(), refused: throttle.refused },
    };
  });

  serveEndpoint(app, deps, adminEndpoints.clearPendingSignups, async (request) => ({
    success: true as const,
    deleted: await clearPendingSignups({ db, blobs, network: request.body.network, log: request.log }),
  }));
};

function present(user: Awaited<ReturnType<typeof changeUserAccess>>) {
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return toPublicUser(user);
}
