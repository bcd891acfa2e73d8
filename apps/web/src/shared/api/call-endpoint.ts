import { type EndpointDeclaration, type EndpointReply, endpointUrl } from '@tolk/contracts/endpoint';
import type { z } from 'zod';
import { apiExchange } from './api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;
/** A query's fields, each of which may be null as well as left out (a first page's cursor, say): neither is sent. */
type QueryInput<S> = { [K in keyof Input<S>]?: Input<S>[K] | null };

/**
 * What a call sends, typed by the declaration: the path's parameters (required when it has some),
 * the query, and the JSON body, or the form of a declared upload.
 */
export type EndpointCall<E extends EndpointDeclaration> = { signal?: AbortSignal } & (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { body: Input<E['body']> }
    : E['upload'] extends object
      ? { body: FormData }
      : { body?: undefined });

/** The schema a successful JSON answer is read with: the declared 200 (or the first declared success). */
function successSchema(declaration: EndpointDeclaration): z.ZodType {
  const schema = declaration.responses[200] ?? Object.values(declaration.responses)[0];
  if (!schema) throw new Error(`${declaration.method} ${declaration.path} declares no JSON answer`);
  return schema;
}

/** The arguments of a call: the call is optional only when the endpoint needs nothing. */
export type CallArguments<E extends EndpointDeclaration> = E['params'] extends z.ZodType
  ? [EndpointCall<E>]
  : E['body'] extends z.ZodType
    ? [EndpointCall<E>]
    : E['upload'] extends object
      ? [EndpointCall<E>]
      : [EndpointCall<E>?];

/**
 * The one way the app calls its API: method, path, the bearer token (every endpoint but the public
 * ones) and the answer's schema all come from the endpoint's declaration in packages/contracts.
 */
export async function callEndpoint<E extends EndpointDeclaration>(
  declaration: E,
  ...call: CallArguments<E>
): Promise<EndpointReply<E>> {
  return (await callEndpointWithHeaders(declaration, ...call)).data;
}

/**
 * callEndpoint with the answer's headers too: for the lists that answer a JSON array with the next
 * page and the count in headers (link-pages.ts, readLinkPage).
 */
export async function callEndpointWithHeaders<E extends EndpointDeclaration>(
  declaration: E,
  ...[call]: CallArguments<E>
): Promise<{ data: EndpointReply<E>; headers: Headers }> {
  const { params, query, body, signal } = (call ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiExchange(endpointUrl(declaration, params, query), {
    method: declaration.method,
    body,
    auth: declaration.access !== 'public',
    schema: successSchema(declaration),
    signal,
  }) as Promise<{ data: EndpointReply<E>; headers: Headers }>;
}

/**
 * The URL of a declared endpoint the app reads another way (audio it fetches as a blob, a stream),
 * with its parameters and query filled in.
 */
export function declaredUrl<E extends EndpointDeclaration>(
  declaration: E,
  params?: Input<E['params']>,
  query?: QueryInput<E['query']>,
): string {
  return endpointUrl(declaration, params ?? undefined, query ?? undefined);
}
