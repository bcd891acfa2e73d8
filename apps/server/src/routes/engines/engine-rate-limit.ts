import type { FastifyRequest } from 'fastify';
import { admittedUser } from '../../auth/guards';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';

/**
 * An onRequest hook (after the guard) that caps engine calls per user per minute: engines
 * cost money or CPU, and one runaway client must not starve everyone else.
 */
export function limitEngineCalls(limiter: SlidingWindowLimiter, callsPerMinute: number) {
  return async (request: FastifyRequest) => {
    const key = admittedUser(request).id;
    const wait = limiter.retryAfterSeconds(key, callsPerMinute);
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', `Too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, {
        retryAfterSeconds: wait,
      });
    }
    limiter.record(key);
  };
}

/** What every engine endpoint runs first: an ACTIVE user, then that user's engine budget. */
export function engineCallGuards(deps: Deps) {
  return [deps.guards.requireActiveUser, limitEngineCalls(deps.engineLimiter, deps.config.engineCallsPerMinute)];
}
