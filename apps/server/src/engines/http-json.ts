import { EngineError } from './engine-error';

/**
 * fetch() for engine adapters: maps network failures, timeouts and HTTP errors to EngineError,
 * so every adapter reports failures the same way. The caller's signal carries the time limit.
 */
export async function engineFetch(
  engine: string,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal.aborted) throw new EngineError(engine, 'timeout', 'no answer in time');
    throw new EngineError(
      engine,
      'unreachable',
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : 'network error',
    );
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new EngineError(
      engine,
      response.status >= 500 ? 'provider-error' : 'rejected',
      `HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
      response.status,
    );
  }
  return response;
}

export async function readJson(engine: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new EngineError(engine, 'malformed', 'answer is not JSON');
  }
}
