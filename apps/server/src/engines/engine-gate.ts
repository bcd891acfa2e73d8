import type { CircuitName } from '@tolk/contracts/health';
import { AppError } from '../errors/app-error';
import { createEngineCircuit } from './engine-circuit';
import { EngineError } from './engine-error';
import { createEngineSlots, SlotQueueFull } from './engine-slots';

export interface EngineLimits {
  /** The deadline of one engine call, counted from the moment it asks for a slot. */
  timeoutMs: number;
  /** Calls in flight at once for this engine. */
  concurrency: number;
  /** Calls in flight at once for this engine from one user; unset: half the slots, at least 1. */
  perUser?: number;
  /** Calls of one user that may wait for a slot of this engine; unset: 64. */
  queuePerUser?: number;
  /** How long an engine that failed is skipped before one trial call. */
  cooldownMs: number;
}

/** Who a call is for, and when its caller gives up. */
export interface EngineCallOptions {
  /** The caller giving up (a closed request): the call ends with EngineError 'cancelled'. */
  signal?: AbortSignal;
  /** The learner the call serves (their id): slots are shared fairly between learners. */
  learner?: string;
}

/** Enough for the largest practice session (50 words), which may translate each of its words at once. */
export const DEFAULT_QUEUE_PER_USER = 64;

/** Half the slots, at least one: the rest stay for the other learners. */
export function defaultPerUser(concurrency: number): number {
  return Math.max(1, Math.floor(concurrency / 2));
}

/**
 * Bounds one engine: one deadline per call that covers waiting for a slot, the language check
 * and the call itself; at most `concurrency` calls in flight, shared fairly between users
 * (engine-slots.ts); and a circuit breaker that skips the engine for a while after it failed.
 * A slow, overloaded or dead engine then fails fast and the chain moves on to the next one
 * instead of piling up requests. Waiting for a slot is not the engine failing: a call that ran
 * out of time in the line, or got its slot with less than half its deadline left and ran out
 * while running, fails 'busy' and leaves the circuit alone.
 */
export interface EngineGate {
  /**
   * Runs one call with a signal that aborts at the deadline or when the caller aborts. Throws
   * EngineError: 'timeout' at the deadline while the engine had at least half of it, 'busy'
   * when the line for a slot took the time, 'cancelled' when the caller aborted first,
   * 'cooling-down' when skipped; AppError ENGINE_BUSY (429) when the learner already has as many
   * calls waiting for this engine as allowed, or when the time ran out behind their own calls.
   */
  run<T>(call: (signal: AbortSignal) => Promise<T>, options?: EngineCallOptions): Promise<T>;
  /** The circuit breaker's state, for the admin health report. */
  circuit(): CircuitName;
  /**
   * While the circuit is not closed, asks `answers` whether the engine is back (callers at the same
   * moment share one question) and closes the circuit when it is, so an engine back from an
   * outage is used at once instead of after the cooldown. Resolves with the state after.
   */
  recover(answers: () => Promise<boolean>): Promise<CircuitName>;
}

export function createEngineGate(engine: string, limits: EngineLimits): EngineGate {
  const slots = createEngineSlots({
    size: limits.concurrency,
    perUser: limits.perUser ?? defaultPerUser(limits.concurrency),
    queuePerUser: limits.queuePerUser ?? DEFAULT_QUEUE_PER_USER,
  });
  const circuit = createEngineCircuit(engine, limits.cooldownMs);
  let asking: Promise<CircuitName> | undefined;

  /** 429 for a learner whose own calls hold their share: retry by when the oldest of them has had its deadline. */
  const ownCallsQueued = (learner: string) => {
    const since = slots.heldSince(learner) ?? Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((since + limits.timeoutMs - Date.now()) / 1000));
    const seconds = `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
    return new AppError(
      'ENGINE_BUSY',
      `Your earlier requests are still waiting for the engine. Try again in ${seconds}.`,
      { retryAfterSeconds },
    );
  };

  return {
    run(call, options = {}) {
      const { signal: caller, learner } = options;
      const askedAt = Date.now();
      const deadline = AbortSignal.timeout(limits.timeoutMs);
      const signal = caller ? AbortSignal.any([deadline, caller]) : deadline;
      // The caller giving up first is no sign of a dead engine, so it does not open the circuit.
      const stopped = (where: string, failure: 'timeout' | 'busy' = 'timeout') =>
        deadline.aborted
          ? new EngineError(engine, failure, `no answer within ${limits.timeoutMs} ms (${where})`)
          : new EngineError(engine, 'cancelled', `the caller gave up (${where})`);

      const callWithin = (release: () => void, lineTookIt: boolean, behindOwn: boolean) =>
        circuit
          .execute(async () => {
            try {
              // Adapters honour the signal, but one that does not must still not hold the slot.
              return await Promise.race([call(signal), rejectOnAbort(signal, () => stopped('still running'))]);
            } catch (error) {
              // Adapters report any abort as 'timeout'; one the caller made is not, nor one the line caused.
              const timedOut = error instanceof EngineError && error.failure === 'timeout';
              if (timedOut && signal.aborted && !deadline.aborted) throw stopped('running');
              if (timedOut && lineTookIt) {
                if (behindOwn && learner !== undefined) throw ownCallsQueued(learner);
                throw stopped('running after waiting for a slot', 'busy');
              }
              throw error;
            }
          })
          .finally(release);

      try {
        // An engine cooling down is skipped before its line, not after waiting in it.
        circuit.throwIfOpen();
      } catch (error) {
        return Promise.reject(error);
      }
      const free = slots.tryAcquire(learner);
      if (free) return callWithin(free, false, false);
      // Waiting behind the learner's own calls: what runs out of time is their flood, and they hear so.
      const behindOwn = learner !== undefined && slots.atCap(learner);
      return slots.acquire(signal, learner).then(
        // Less than half the deadline left once the slot came: a timeout now is the line's doing.
        (release) => callWithin(release, Date.now() - askedAt > limits.timeoutMs / 2, behindOwn),
        (error: unknown) => {
          // The learner's own calls fill their share: they hear so, and no other engine is asked for them.
          if (learner !== undefined && error instanceof SlotQueueFull) throw ownCallsQueued(learner);
          if (learner !== undefined && deadline.aborted && (behindOwn || slots.atCap(learner))) {
            throw ownCallsQueued(learner);
          }
          throw stopped(`waited for one of ${limits.concurrency} slots`, 'busy');
        },
      );
    },
    circuit: () => circuit.state(),
    recover(answers) {
      if (circuit.state() === 'closed') return Promise.resolve('closed');
      asking ??= answers()
        .catch(() => false)
        .then((back) => {
          if (back) circuit.close();
          return circuit.state();
        })
        .finally(() => {
          asking = undefined;
        });
      return asking;
    },
  };
}

function rejectOnAbort(signal: AbortSignal, error: () => Error): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(error());
    else signal.addEventListener('abort', () => reject(error()), { once: true });
  });
}
