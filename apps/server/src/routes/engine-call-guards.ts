import type { FastifyRequest } from 'fastify';
import { admittedUser } from '../auth/guards';
import type { Deps } from '../deps';
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
