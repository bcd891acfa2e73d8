import type { CircuitName } from '@tolk/contracts/health';
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import { EngineError } from './engine-error';

/**
 * Failures that say the engine itself is down or overloaded, so the next call would likely fail
 * the same way. An unsupported pair, an unusable answer to one text, or a 4xx about the input say
 * nothing about the next call and leave the circuit closed.
 */
function engineIsDown(error: Error): boolean {
  if (!(error instanceof EngineError)) return false;
  if (error.failure === 'unreachable' || error.failure === 'timeout' || error.failure === 'provider-error') return true;
  // A refused key or a rate limit refuses every call alike until someone acts or time passes.
  return error.failure === 'rejected' && [401, 403, 429].includes(error.httpStatus ?? 0);
}

/**
 * One engine's circuit breaker (cockatiel): after one failure that says the engine is down the
 * circuit opens and calls skip the engine for `cooldownMs`; the first call after that is a trial
 * (half-open) that closes the circuit when it succeeds and opens it again when it fails.
 */
export interface EngineCircuit {
  /** Runs the call, or throws EngineError 'cooling-down' without calling while open or while a trial runs. */
  execute<T>(call: () => Promise<T>): Promise<T>;
  /** Throws EngineError 'cooling-down' when execute would: before a call waits for a slot it would not use. */
  throwIfOpen(): void;
  state(): CircuitName;
  /** Closes an open circuit at once: the engine was seen answering again (engine-gate.ts, recover). */
  close(): void;
}

export function createEngineCircuit(engine: string, cooldownMs: number): EngineCircuit {
  const breaker: CircuitBreakerPolicy = circuitBreaker(handleWhen(engineIsDown), {
    halfOpenAfter: cooldownMs,
    breaker: new ConsecutiveBreaker(1),
  });
  const coolingDown = () =>
    new EngineError(engine, 'cooling-down', `skipped for up to ${cooldownMs / 1000} s after it failed`);
  let openUntil = 0;
  breaker.onBreak(() => {
    openUntil = Date.now() + cooldownMs;
  });

  return {
    async execute(call) {
      // cockatiel queues callers behind a half-open trial; here they skip the engine instead,
      // so only the trial waits on an engine that may still be down.
      if (breaker.state === CircuitState.HalfOpen) throw coolingDown();
      try {
        return await breaker.execute(call);
      } catch (error) {
        if (error instanceof BrokenCircuitError) throw coolingDown();
        throw error;
      }
    },
    throwIfOpen() {
      if (breaker.state === CircuitState.HalfOpen) throw coolingDown();
      if (breaker.state === CircuitState.Open && Date.now() < openUntil) throw coolingDown();
    },
    close() {
      if (breaker.state === CircuitState.Closed) return;
      // cockatiel has no public reset; releasing a manual isolation is its documented way back to closed.
      breaker.isolate().dispose();
    },
    state() {
      switch (breaker.state) {
        case CircuitState.Closed:
          return 'closed';
        case CircuitState.HalfOpen:
          return 'half-open';
        default:
          return 'open';
      }
    },
  };
}
