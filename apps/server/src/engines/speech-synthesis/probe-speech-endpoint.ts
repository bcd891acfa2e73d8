import { type EngineProbe, PROBE_DEADLINE_MS as PROBE_TIMEOUT_MS } from '../engine-probe';

/**
 * GETs one cheap endpoint of a speech engine. Any answer proves it reachable, except a refused
 * key (401/403), which means every synthesis would fail too, and a server error (5xx). Servers
 * that lack the endpoint (404) are still up: self-hosted OpenAI-compatible servers often do.
 */
export async function probeSpeechEndpoint(url: string, headers: Record<string, string>): Promise<EngineProbe> {
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    // Only the status matters; cancelling frees the connection without reading the body.
    await response.body?.cancel();
    if (response.status === 401 || response.status === 403) {
      return { status: 'DOWN', latencyMs: latencyMs(), error: `HTTP ${response.status}: the API key was refused` };
    }
    if (response.status >= 500) return { status: 'DOWN', latencyMs: latencyMs(), error: `HTTP ${response.status}` };
    return { status: 'UP', latencyMs: latencyMs() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${PROBE_TIMEOUT_MS} ms` : describeNetworkError(error);
    return { status: 'DOWN', latencyMs: latencyMs(), error: reason };
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return 'unreachable';
  return `unreachable: ${(error.cause as Error | undefined)?.message ?? error.message}`;
}
