import type { CircuitName } from '@tolk/contracts/health';
import { createEngineCircuit } from './engine-circuit';
import { EngineError } from './engine-error';
import { createEngineSlots } from './engine-slots';

export interface EngineLimits {
  /** The deadline of one engine call, counted from the moment it asks for a slot. */
  timeoutMs: number;
  /** Calls in flight at once for this engine. */
  concurrency: number;
  /** How long an engine that failed is skipped before one trial call. */
  cooldownMs: number;
}

/**
 * Bounds one engine: one deadline per call that covers waiting for a slot, the language check
 * and the call itself; at most `concurrency` calls in flight; and a circuit breaker that skips
 * the engine for a while after it failed. A slow, overloaded or dead engine then fails fast and
 * the chain moves on to the next one instead of piling up requests.
 */
export interface EngineGate {
  /**
   * Runs one call with a signal that aborts at the deadline or when `caller` aborts. Throws
   * EngineError: 'timeout' at the deadline (queued or running), 'cancelled' when the caller
   * aborted first, 'cooling-down' when skipped.
   */
  run<T>(call: (signal: AbortSignal) => Promise<T>, caller?: AbortSignal): Promise<T>;
  /** The circuit breaker's state, for the admin health report. */
  circuit(): CircuitName;
}

export function createEngineGate(engine: string, limits: EngineLimits): EngineGate {
  const slots = createEngineSlots(limits.concurrency);
  const circuit = createEngineCircuit(engine, limits.cooldownMs);

  return {
    run(call, caller) {
      const deadline = AbortSignal.timeout(limits.timeoutMs);
      const signal = caller ? AbortSignal.any([deadline, caller]) : deadline;
      // The caller giving up first is no sign of a dead engine, so it does not open the circuit.
      const stopped = (where: string) =>
        deadline.aborted
          ? new EngineError(engine, 'timeout', `no answer within ${limits.timeoutMs} ms (${where})`)
          : new EngineError(engine, 'cancelled', `the caller gave up (${where})`);
      return circuit.execute(async () => {
        try {
          await slots.acquire(signal);
        } catch {
          throw stopped(`waited for one of ${limits.concurrency} slots`);
        }
        try {
          // Adapters honour the signal, but one that does not must still not hold the slot.
          return await Promise.race([call(signal), rejectOnAbort(signal, () => stopped('still running'))]);
        } catch (error) {
          // Adapters report any abort as 'timeout'; one the caller made is not.
          const callerAborted = signal.aborted && !deadline.aborted;
          if (callerAborted && error instanceof EngineError && error.failure === 'timeout') throw stopped('running');
          throw error;
        } finally {
          slots.release();
        }
      });
    },
    circuit: () => circuit.state(),
  };
}

function rejectOnAbort(signal: AbortSignal, error: () => Error): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(error());
    else signal.addEventListener('abort', () => reject(error()), { once: true });
  });
}
