/** A cheap reachability check of one engine, for the admin health report. */
export interface EngineProbe {
  status: 'UP' | 'DOWN';
  latencyMs: number;
  error?: string;
}
