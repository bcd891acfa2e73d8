/** A cheap reachability check of one engine, for the admin health report. */
export interface EngineProbe {
  status: 'UP' | 'DOWN';
  latencyMs: number;
  error?: string;
}

/**
 * How long the health report waits for one engine's probe or language check: an engine that hangs
 * is reported DOWN after it, and the probes run at once, so the report waits about this long at most.
 */
export const PROBE_DEADLINE_MS = 1_500;

/** What `work` answers within the probe deadline, else `late` (the work is left to finish on its own). */
export async function withinProbeDeadline<T>(work: Promise<T>, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late()), PROBE_DEADLINE_MS);
    timer.unref();
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A probe within the deadline, or DOWN saying it did not answer in time. */
export function probeWithinDeadline(probe: () => Promise<EngineProbe>): Promise<EngineProbe> {
  const started = performance.now();
  return withinProbeDeadline(probe(), () => ({
    status: 'DOWN',
    latencyMs: Math.round(performance.now() - started),
    error: `no answer within ${PROBE_DEADLINE_MS} ms`,
  }));
}
