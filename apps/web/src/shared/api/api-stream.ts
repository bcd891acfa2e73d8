import { type EndpointBodyInput, type EndpointDeclaration, endpointUrl } from '@tolk/contracts/endpoint';
import { readJsonBody, toApiRequestError } from './api-client';
import { NetworkError } from './api-errors';
import { apiSession } from './api-session';

/**
 * A declared endpoint whose answer is a stream (server-sent events): method, path and the bearer
 * token come from the declaration, a refused request gives the same errors as callEndpoint, but a
 * 2xx answer is handed back unread, for the caller to read its body as it arrives.
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
