import { ApiError } from '@tolk/contracts/errors';
import type { z } from 'zod';
import { ApiRequestError, NetworkError, UnexpectedResponseError } from './api-errors';
import { apiSession } from './api-session';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: Method;
  /** JSON-serialised, except FormData, which is sent as multipart. */
  body?: unknown;
  /** Validates (and strips) the 2xx body. */
  schema: S;
  /** Send the stored bearer token. A 401 then ends the session. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The one way the app talks to its API (same origin, `/api` prefix). */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  return (await apiExchange(path, options)).data;
}

/**
 * apiRequest with the answer's headers too: for the lists whose next page and count travel in
 * headers (shared/api/link-pages.ts, readLinkPage).
 */
export async function apiExchange<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<{ data: z.output<S>; headers: Headers }> {
  const { method = 'GET', body, schema, auth = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart boundary; anything else goes as JSON.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? apiSession().token() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause instanceof Error ? cause.message : 'Network request failed');
  }

  const payload: unknown = await readJsonBody(response);

  if (!response.ok) {
    const error = toApiRequestError(response.status, payload);
    if (token) apiSession().onAuthFailure(error);
    throw error;
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new UnexpectedResponseError(`Unexpected response from ${method} ${path}`);
  return { data: parsed.data, headers: response.headers };
}

/** A response's JSON body (or its text, or undefined when empty). */
export async function readJsonBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A refused request as the error every caller handles, from the server's `{ code, error, … }` body. */
export function toApiRequestError(status: number, payload: unknown): ApiRequestError {
  const body = ApiError.safeParse(payload);
  if (!body.success) return new ApiRequestError(status, null, '');
  const { code, error, fieldErrors, retryAfterSeconds, stage, preparing } = body.data;
  return new ApiRequestError(
    status,
    code,
    error,
    fieldErrors ?? {},
    retryAfterSeconds ?? null,
    stage ?? null,
    preparing ?? null,
  );
}
