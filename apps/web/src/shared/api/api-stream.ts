import { readJsonBody, toApiRequestError } from './api-client';
import { NetworkError } from './api-errors';
import { apiSession } from './api-session';

/**
 * A POST whose answer is a stream (server-sent events): the same bearer token and the same errors
 * as apiRequest for a refused request, but a 2xx answer is handed back unread, for the caller to
 * read its body as it arrives.
 */
export async function apiStreamRequest(
  path: string,
  options: { body: unknown; auth?: boolean; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  const token = options.auth ? apiSession().token() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
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
