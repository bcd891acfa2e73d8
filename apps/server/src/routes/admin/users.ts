import {
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  adminPaths,
  DeleteUserResponse,
  UpdateUserRoleRequest,
  UpdateUserStatusRequest,
} from '@tolk/contracts/admin';
import { ApiError } from '@tolk/contracts/errors';
import { UserIdParams } from '@tolk/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { changeUserAccess } from '../../domain/accounts/change-user-access';
import { deleteUser } from '../../domain/accounts/delete-user';
import { listUsers } from '../../domain/accounts/list-users';
import { AppError } from '../../errors/app-error';
import { linkPage } from '../../http/link-page';
import { toPublicUser } from '../../users/public-user';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export const adminUsersRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, guards, blobs }) => {
  const { db } = database;
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    adminPaths.users,
    { schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersResponse, ...errors } } },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const page = await listUsers({ db, limit, cursor });
      return linkPage(request, reply, { items: page.users, nextCursor: page.nextCursor, total: page.total });
    },
  );

  app.patch(
    adminPaths.userStatus(':id'),
    {
      schema: { params: UserIdParams, body: UpdateUserStatusRequest, response: { 200: AdminUserResponse, ...errors } },
    },
    async (request) => {
      const user = await changeUserAccess({ db, targetId: request.params.id, change: { status: request.body.status } });
      return { success: true as const, message: 'User status updated successfully', user: present(user) };
    },
  );

  app.patch(
    adminPaths.userRole(':id'),
    { schema: { params: UserIdParams, body: UpdateUserRoleRequest, response: { 200: AdminUserResponse, ...errors } } },
    async (request) => {
      const user = await changeUserAccess({ db, targetId: request.params.id, change: { role: request.body.role } });
      return { success: true as const, message: 'User role updated successfully', user: present(user) };
    },
  );

  app.delete(
    adminPaths.user(':id'),
    { schema: { params: UserIdParams, response: { 200: DeleteUserResponse, ...errors } } },
    async (request) => {
      await deleteUser({ db, blobs, userId: request.params.id, log: request.log });
      return { success: true as const, message: 'User deleted successfully' };
    },
  );
};

function present(user: Awaited<ReturnType<typeof changeUserAccess>>) {
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return toPublicUser(user);
}
