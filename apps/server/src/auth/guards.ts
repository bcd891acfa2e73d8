import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { AppError } from '../errors/app-error';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user as stored right now; set by the guards. */
    currentUser: UserRow | null;
  }
}

export interface Guards {
  /** Any signed-in user whose account is ACTIVE. */
  requireActiveUser(request: FastifyRequest): Promise<void>;
  /** An ACTIVE user with the ADMIN role. */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

/**
 * The token proves who is calling; the database says what they may do. Reading the user on
 * every request is what makes blocking, deleting or demoting take effect on the next request.
 */
export function createGuards(database: DatabaseHandle, tokens: TokenService): Guards {
  async function signedInUser(request: FastifyRequest): Promise<UserRow> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    const userId = tokens.verify(token);
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again');
    const user = await database.findUserById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists');
    return user;
  }

  async function requireActiveUser(request: FastifyRequest): Promise<void> {
    const user = await signedInUser(request);
    if (user.status === 'PENDING')
      throw new AppError('ACCOUNT_PENDING', 'Your account is awaiting administrator approval');
    if (user.status === 'BLOCKED') throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked');
    request.currentUser = user;
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireActiveUser(request);
    if (request.currentUser?.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', 'You need administrator privileges to do this');
    }
  }

  return { requireActiveUser, requireAdmin };
}

/** The user a guard has admitted; calling it on an unguarded route is a programming error. */
export function admittedUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error('admittedUser() called on a route without a guard');
  return request.currentUser;
}
