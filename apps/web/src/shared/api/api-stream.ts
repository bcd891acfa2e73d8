import { type EndpointBodyInput, type EndpointDeclaration, endpointUrl } from '@tolk/contracts/endpoint';
import { ApiErrorEvent } from '@tolk/contracts/errors';
import { createParser } from 'eventsource-parser';
import type { z } from 'zod';
import { readJsonBody, toApiRequestError } from './api-client';
import { type ApiRequestError, NetworkError } from './api-errors';
import { apiSession } from './api-session';

/**
 * A declared endpoint whose answer is a stream (server-sent events): method, path and the bearer
 * token come from the declaration, a refused request gives the same errors as callEndpoint, but a
 * 2xx answer is handed back unread, for the caller to read its body as it arrives (readEventStream).
 */
export async function apiStreamRequest<E extends EndpointDeclaration>(
  declaration: E,
  options: { body: EndpointBodyInput<E>; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  const token = declaration.access === 'public' ? null : apiSession().token();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(endpointUrl(declaration), {
      method: declaration.method,
      headers,
      body: JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause instanceof Error ? cause.message : 'Network request failed');
  }

  if (!response.ok) {
    const error = toApiRequestError(response.status, await readJsonBody(response));
    if (token) apiSession().onAuthFailure(error);
    throw error;
  }
  if (!response.body) throw new NetworkError('The answer has no body');
  return response.body;
}

/**
 * Reads the events of a streamed answer as they arrive, until `onEvent` says it has what it waited
 * for (returns true) or the stream ends. Each event is `schema`'s: the SSE event name is its `type`,
 * the data the JSON of the rest; events it does not know are skipped. An `error` event (the body
 * the JSON answer would have had, with its status) throws the same ApiRequestError a refused
 * request throws, so a feature translates its code either way.
 */
export async function readEventStream<E extends { type: string }>(
  body: ReadableStream<Uint8Array>,
  schema: z.ZodType<E>,
  onEvent: (event: E) => boolean,
): Promise<void> {
  let done = false;
  let failure: ApiRequestError | null = null;
  const parser = createParser({
    onEvent: (message) => {
      if (done || failure) return;
      const fields = parseJsonObject(message.data);
      if (!fields) return;
      if (message.event === 'error') {
        const error = ApiErrorEvent.safeParse(fields);
        if (error.success) failure = toApiRequestError(error.data.status, error.data);
        return;
      }
      const event = schema.safeParse({ ...fields, type: message.event });
      if (event.success) done = onEvent(event.data);
    },
  });

  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (done || failure) break;
    }
    parser.feed(decoder.decode());
  } finally {
    reader.cancel().catch(() => {});
  }
  if (failure) throw failure;
}

function parseJsonObject(data: string): object | null {
  try {
    const fields: unknown = JSON.parse(data);
    return typeof fields === 'object' && fields !== null ? fields : null;
  } catch {
    return null;
  }
}
