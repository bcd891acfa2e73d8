/** Per-route tallies of a load run: answers by status, connection errors, and latencies. */
export class RouteRecorder {
  private readonly routes = new Map<string, { statuses: Map<string, number>; latenciesMs: number[] }>();

  record(route: string, outcome: number | 'no answer', latencyMs: number): void {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { statuses: new Map(), latenciesMs: [] };
      this.routes.set(route, entry);
    }
    const key = String(outcome);
    entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
    entry.latenciesMs.push(latencyMs);
  }

  /** Answers that are neither 2xx nor a 503 with Retry-After, which the outage variants allow. */
  failures(options: { allowUnavailable: boolean }): number {
    let count = 0;
    for (const { statuses } of this.routes.values()) {
      for (const [status, n] of statuses) {
        if (status.startsWith('2')) continue;
        if (options.allowUnavailable && (status === '503' || status === 'no answer')) continue;
        count += n;
      }
    }
    return count;
  }

  total(): number {
    let count = 0;
    for (const { latenciesMs } of this.routes.values()) count += latenciesMs.length;
    return count;
  }

  table(durationSeconds: number): Record<string, string | number>[] {
    return [...this.routes].map(([route, { statuses, latenciesMs }]) => {
      const sorted = [...latenciesMs].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return {
        route,
        requests: latenciesMs.length,
        'req/s': Number((latenciesMs.length / durationSeconds).toFixed(1)),
        statuses: [...statuses]
          .sort()
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
        'p50 ms': Math.round(at(0.5)),
        'p99 ms': Math.round(at(0.99)),
      };
    });
  }
}
