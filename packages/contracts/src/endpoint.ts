import { z } from 'zod';

/**
 * One endpoint, declared once as data: the server registers its route, guards and engine budget from
 * it, the web calls it through one typed function, and the authorization and fuzz suites iterate every
 * declaration. A new endpoint is one declaration, one handler and one web call (ARCHITECTURE.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone; a signed-in ACTIVE user (a PENDING or BLOCKED account is refused with 403);
 * an ACTIVE administrator.
 */
export type Access = 'public' | 'active-user' | 'admin';

export type EngineBudget = 'per-call' | 'when-used' | 'none';

/** What a successful answer's body is. JSON is parsed with the 200 schema; the others are read as they come. */
export type Produces = 'json' | 'audio' | 'file' | 'event-stream' | 'relayed';

/** A multipart request: its one file field and the text fields beside it (checked with `fields`). */
export interface UploadDeclaration<F extends z.ZodType = z.ZodType> {
  file: string;
  fields: F;
}

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Fastify's form: `/api/user/phrases/:id`. */
  path: string;
  access: Access;
  /**
   * The caller's engine calls per minute (429 past it): `per-call` counts every call, after the access
   * check; `when-used` lets the handler count the call only when it reaches an engine; `none` never counts.
   */
  engineBudget: EngineBudget;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body, read by the handler as it streams. */
  upload?: UploadDeclaration;
  /** Request headers the route reads and checks. */
  headers?: z.ZodType;
  /** The successful answers by status; every error answer is the contract's ApiError. */
  responses: { [status: number]: z.ZodType };
  produces: Produces;
  /** The events of a server-sent event stream, by event name. */
  events?: Record<string, z.ZodType>;
  /** A body limit above the server's default, in bytes. */
  bodyLimit?: number;
  /** One line for people: what it does. */
  summary: string;
}

/** Declares an endpoint; the literal types are kept so handlers and callers are typed by it. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends EndpointDeclaration> = Infer<E['params']>;
export type EndpointQuery<E extends EndpointDeclaration> = Infer<E['query']>;
export type EndpointBody<E extends EndpointDeclaration> = Infer<E['body']>;
export type EndpointHeaders<E extends EndpointDeclaration> = Infer<E['headers']>;
/** What a caller sends: the schemas' input types (defaults may be left out). */
export type EndpointParamsInput<E extends EndpointDeclaration> = Input<E['params']>;
export type EndpointQueryInput<E extends EndpointDeclaration> = Input<E['query']>;
export type EndpointBodyInput<E extends EndpointDeclaration> = Input<E['body']>;
/** The 2xx answers a handler may return (before serialisation) and a caller reads (after). */
export type EndpointReplyInput<E extends EndpointDeclaration> = {
  [S in keyof E['responses']]: Input<E['responses'][S]>;
}[keyof E['responses']];
export type EndpointReply<E extends EndpointDeclaration> = {
  [S in keyof E['responses']]: Infer<E['responses'][S]>;
}[keyof E['responses']];

/** The path's parameter names, in order (`/a/:id/b/:kind` → id, kind). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/** The path with its parameters filled in, each one percent-encoded. */
export function endpointPath(declaration: Pick<EndpointDeclaration, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return declaration.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${declaration.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` from a query object (undefined and null left out), or '' when nothing is set. */
export function querySearch(query?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of one call: the path with its parameters, then the query. */
export function endpointUrl(declaration: Pick<EndpointDeclaration, 'path'>, params?: object, query?: object): string {
  return `${endpointPath(declaration, params)}${querySearch(query)}`;
}

/** `GET /api/user/phrases`: how people and test names call an endpoint. */
export function endpointLabel(declaration: Pick<EndpointDeclaration, 'method' | 'path'>): string {
  return `${declaration.method} ${declaration.path}`;
}

/** The body of an answer that is not JSON (audio, a file): bytes, sent and read as they are. */
export const BinaryBody = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Expected bytes');
