/**
 * Loads a value once and keeps it, but only if loading succeeded: a provider that was down
 * at start-up is asked again on the next call instead of being remembered as empty.
 * Concurrent callers share the load in flight.
 */
export function cacheOnSuccess<T>(load: (signal: AbortSignal) => Promise<T>): (signal: AbortSignal) => Promise<T> {
  let cached: Promise<T> | undefined;
  return (signal) => {
    if (!cached) {
      const attempt = load(signal);
      cached = attempt;
      attempt.catch(() => {
        if (cached === attempt) cached = undefined;
      });
    }
    return cached;
  };
}
