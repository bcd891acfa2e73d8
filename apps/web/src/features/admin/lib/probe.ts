/** The outcome of one timed API call; never throws, so a page can show every check side by side. */
export type ProbeResult<T> =
  | { ok: true; latencyMs: number; data: T; finishedAt: number }
  | { ok: false; latencyMs: number; error: unknown; finishedAt: number };

export async function probe<T>(run: () => Promise<T>): Promise<ProbeResult<T>> {
  const started = performance.now();
  try {
    const data = await run();
    return { ok: true, latencyMs: performance.now() - started, data, finishedAt: Date.now() };
  } catch (error) {
    return { ok: false, latencyMs: performance.now() - started, error, finishedAt: Date.now() };
  }
}
