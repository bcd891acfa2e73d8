import type { ComponentHealth } from '@tolk/contracts/health';
import type { ExternalServiceConfig } from '../config';

const PROBE_TIMEOUT_MS = 3000;

/** Any HTTP answer below 500 means the service is there; auth errors still prove it is reachable. */
export async function probeExternalService(service: ExternalServiceConfig): Promise<ComponentHealth> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const details = { url: redact(service.probeUrl) };
  try {
    const response = await fetch(service.probeUrl, {
      headers: service.headers,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status < 500) {
      return { status: 'UP', latencyMs: elapsed(), details: { ...details, httpStatus: String(response.status) } };
    }
    return { status: 'DOWN', latencyMs: elapsed(), error: `HTTP ${response.status}`, details };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      status: 'DOWN',
      latencyMs: elapsed(),
      error: timedOut ? `no answer within ${PROBE_TIMEOUT_MS} ms` : 'unreachable',
      details,
    };
  }
}

/** Credentials in a URL must never reach the admin page. */
function redact(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  parsed.search = '';
  return parsed.toString();
}
