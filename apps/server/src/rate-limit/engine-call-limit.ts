import type { FastifyRequest } from 'fastify';
import { admittedUser } from '../auth/guards';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { type EventCounter, secondsLeft } from './event-counter';

/**
 * An onRequest hook (after the guard) that caps engine calls per user per minute: engines
 * cost money or CPU, and one runaway client must not starve everyone else. The call is counted
 * first and then compared, one atomic step even when several app instances share the count.
 */
export function limitEngineCalls(counter: EventCounter, callsPerMinute: number) {
  return async (request: FastifyRequest) => {
    const window = await counter.record(admittedUser(request).id);
    if (window.count <= callsPerMinute) return;
    const wait = secondsLeft(window);
    throw new AppError('RATE_LIMITED', `Too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, {
      retryAfterSeconds: wait,
    });
  };
}

/** What every engine endpoint runs first: an ACTIVE user, then that user's engine budget. */
export function engineCallGuards(deps: Deps) {
  return [deps.guards.requireActiveUser, limitEngineCalls(deps.engineLimiter, deps.config.engineCallsPerMinute)];
}
