/** A cheap reachability check of one engine, for the admin health report. */
export interface EngineProbe {
  status: 'UP' | 'DOWN';
  latencyMs: number;
  error?: string;
}

/**
 * How long the health report waits for one engine's network probe (http-probe.ts,
 * probe-speech-endpoint.ts) or translation language check: an engine that hangs is reported DOWN
 * after it, and the probes run at once, so the report waits about this long at most. In-process
 * engines (eSpeak NG, a local model) are not cut off: loading them is their check, and it cannot hang
 * on a network.
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
