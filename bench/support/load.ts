import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const CONNECTIONS = 32;

/** autocannon with our defaults; `body` may vary per request to defeat caches on purpose. */
export async function load(options: {
  label: string;
  url: string;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
  /** The path of each request, when it must vary (distinct words, say); else the url's. */
  path?: () => string;
  connections?: number;
}): Promise<LoadResult> {
  const { body, path } = options;
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    requests:
      body || path
        ? [
            {
              setupRequest: (request) => ({
                ...request,
                ...(body ? { body: body() } : {}),
                ...(path ? { path: path() } : {}),
              }),
            },
          ]
        : undefined,
  });
  return {
    label: options.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(results: LoadResult[]): void {
  console.table(
    results.map((r) => ({
      route: r.label,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
}
