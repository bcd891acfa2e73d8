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

export type LoadTarget = Omit<Parameters<typeof load>[0], 'durationSeconds'>;

/**
 * The targets take turns, round after round (every other round in reverse order, so no target always runs
 * right after another): on a shared machine a busy moment falls on all of them alike. Each target's rounds
 * come back as one row (`combine`), in the targets' order. `afterEach` runs after every turn.
 */
export async function loadInRounds(
  targets: LoadTarget[],
  options: { rounds: number; durationSeconds: number; afterEach?: () => Promise<void> },
): Promise<LoadResult[]> {
  const rounds: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < options.rounds; round += 1) {
    const order = [...targets.keys()];
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const target = targets[index] as LoadTarget;
      rounds[index]?.push(await load({ ...target, durationSeconds: options.durationSeconds }));
      await options.afterEach?.();
    }
  }
  return rounds.map(combine);
}

/** One target's rounds as one row: mean req/s, median p50 and p99, every error counted. */
export function combine(results: LoadResult[]): LoadResult {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    label: results[0]?.label ?? '',
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * autocannon stops at the end of a turn, but the server still answers what it had accepted: waits until it
 * answers a lone request quickly, so no turn starts behind the previous one's queue. The probe reads the
 * database (auth/me is answered from the user cache): a server whose database still works off a queue is
 * not settled.
 */
export async function untilServerSettles(baseUrl: string, headers: Record<string, string>): Promise<void> {
  for (let tries = 0; tries < 60; tries += 1) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/unified-dictionary/check-studying/settled?language=no`, { headers });
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
