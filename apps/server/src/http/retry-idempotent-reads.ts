import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A GET whose handler failed because the database dropped its connection (a restart, a failover,
 * pg_terminate_backend) runs once more: a read is safe to repeat, and the pool answers the retry
 * on a fresh connection, so a blip costs the client nothing. A second failure, or a first one
 * after the answer began, goes to the error handler (503 with Retry-After). Writes are never
 * repeated: the server cannot tell whether a lost COMMIT took effect. Register before the routes.
 */
export function retryIdempotentReads(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.every((method) => READ_METHODS.has(method))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function retryingOnce(request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (reply.sent || !isDatabaseUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'the database dropped the connection of a read; trying it once more');
        return handler.call(this, request, reply);
      }
    };
  });
}
