import { EspeakWorkerClient } from './espeak-worker-client';

let current: Promise<EspeakWorkerClient> | undefined;
let loads = 0;

/**
 * The process's one eSpeak NG thread, started on first use: concurrent first callers share one
 * load, and a thread that failed to start or later died is replaced on the next call.
 */
export function loadEspeak(): Promise<EspeakWorkerClient> {
  if (current) return current;
  loads++;
  const attempt = EspeakWorkerClient.start(() => forget(attempt));
  attempt.catch(() => forget(attempt));
  current = attempt;
  return attempt;
}

/** How many times the module was loaded in this process: 1 after any number of calls, unless a thread died. */
export function espeakLoadCount(): number {
  return loads;
}

function forget(attempt: Promise<EspeakWorkerClient>): void {
  if (current === attempt) current = undefined;
}
