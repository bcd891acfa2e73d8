import type { IncomingHttpHeaders } from 'node:http';
import {
  type EndpointBody,
  type EndpointDeclaration,
  type EndpointHeaders,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReplyInput,
  endpointLabel,
} from '@tolk/contracts/endpoint';
import { allEndpoints } from '@tolk/contracts/endpoints';
import { ApiError } from '@tolk/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Deps } from '../deps';
import { engineBudgetGuard } from './engine-call-guards';

/** A handler's request, typed by its declaration (the schemas have already checked it). */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
  Headers: E['headers'] extends undefined ? IncomingHttpHeaders : EndpointHeaders<E> & IncomingHttpHeaders;
}>;

/**
 * What a handler returns: one of the declared 2xx bodies (serialised through its schema), or the reply it
 * sent itself (another status, audio, a stream, a relayed answer).
 */
export type EndpointResult<E extends EndpointDeclaration> =
  | EndpointReplyInput<E>
  | FastifyReply
  // A stream's handler writes the events itself and returns nothing.
  | (E['produces'] extends 'event-stream' ? undefined : never);

export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** Every error answer has the contract's one body. */
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 416, 422, 429, 500, 502, 503] as const;
const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, ApiError]));

/** The guards a declaration's access and engine budget call for, in order. */
function guardsFor(declaration: EndpointDeclaration, deps: Deps): onRequestHookHandler[] {
  const hooks: onRequestHookHandler[] = [];
  if (declaration.access === 'active-user') hooks.push(deps.guards.requireActiveUser);
  if (declaration.access === 'admin') hooks.push(deps.guards.requireAdmin);
  if (declaration.engineBudget === 'per-call') hooks.push(engineBudgetGuard(deps));
  return hooks;
}

/** The Fastify schema of a declaration: requests checked by its schemas, JSON answers serialised by them. */
function schemaOf(declaration: EndpointDeclaration) {
  // Audio, files and streams leave as they are; a relayed answer is the provider's own, status and body.
  const success = declaration.produces === 'json' ? declaration.responses : {};
  return {
    ...(declaration.params && { params: declaration.params }),
    ...(declaration.query && { querystring: declaration.query }),
    ...(declaration.body && { body: declaration.body }),
    ...(declaration.headers && { headers: declaration.headers }),
    ...(declaration.produces !== 'relayed' && { response: { ...success, ...errorResponses } }),
  };
}

/**
 * Registers one route from its declaration: method, path, schemas, the access guard and the engine
 * budget. Nothing about an endpoint is written at the route but its handler.
 */
export function serveEndpoint<E extends EndpointDeclaration>(
  app: FastifyInstance,
  deps: Deps,
  declaration: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: declaration.method,
    url: declaration.path,
    schema: schemaOf(declaration),
    onRequest: guardsFor(declaration, deps),
    ...(declaration.bodyLimit && { bodyLimit: declaration.bodyLimit }),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** `GET /api/x`: a route's key, as the declarations' endpointLabel spells it. */
const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Watches the routes registered under /api; `check()` then names the declarations no route answers
 * and the routes no declaration describes. Both must be empty, except declarations a setting turned
 * off (the voice relay without VOICE_CLONING_RELAY).
 */
export function watchDeclaredRoutes(app: FastifyInstance) {
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(routeKey(method, route.url));
  });
  return {
    check(turnedOff: readonly EndpointDeclaration[] = []): { unserved: string[]; undeclared: string[] } {
      const declared = new Set(allEndpoints.map(({ declaration }) => endpointLabel(declaration)));
      const off = new Set(turnedOff.map(endpointLabel));
      return {
        unserved: allEndpoints
          .filter(
            ({ declaration }) => !registered.has(endpointLabel(declaration)) && !off.has(endpointLabel(declaration)),
          )
          .map(({ name, declaration }) => `${name} (${endpointLabel(declaration)})`),
        undeclared: [...registered].filter((key) => !declared.has(key)),
      };
    },
  };
}
