import type { FastifyRequest } from 'fastify';
import { admittedUser } from '../auth/guards';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { createEngineCallLimit } from '../rate-limit/engine-call-limit';

/**
 * The engine budget of a declaration with `engineBudget: 'per-call'`: an onRequest hook after the
 * access guard, counting the admitted user's call against their engine calls per minute (429 past it).
 */
export function engineBudgetGuard(deps: Deps) {
  const limit = createEngineCallLimit(deps.engineLimiter, deps.config.engineCallsPerMinute);
  return async (request: FastifyRequest) => limit(admittedUser(request).id);
}

/**
 * The same budget for `engineBudget: 'when-used'`: the handler counts the call here once it knows an
 * engine will be asked (a topic with a chat model, say), before asking it.
 */
export async function chargeEngineCall(deps: Deps, request: FastifyRequest): Promise<void> {
  await engineBudgetGuard(deps)(request);
}

/**
 * The same charge for a handler that has something to answer without the engine (the open data,
 * rules): true when the call was counted, false past the budget instead of the 429.
 */
export async function mayChargeEngineCall(deps: Deps, request: FastifyRequest): Promise<boolean> {
  try {
    await chargeEngineCall(deps, request);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}
