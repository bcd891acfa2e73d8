import { EngineError } from './engine-error';
import { type EngineProbe, PROBE_DEADLINE_MS } from './engine-probe';
import { engineFetch } from './http-json';

/** GETs one cheap endpoint of a translation engine and reports whether it answered 2xx, and how fast. */
export async function probeHttp(
  engine: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<EngineProbe> {
  const started = performance.now();
  try {
    const response = await engineFetch(engine, url, { headers, signal: AbortSignal.timeout(PROBE_DEADLINE_MS) });
    // Only reachability matters here; cancelling frees the connection without reading the body.
    await response.body?.cancel();
    return { status: 'UP', latencyMs: elapsedSince(started) };
  } catch (error) {
    const message = error instanceof EngineError ? error.message : String(error);
    return { status: 'DOWN', latencyMs: elapsedSince(started), error: message };
  }
}

function elapsedSince(started: number): number {
  return Math.round(performance.now() - started);
}
