import { EngineError } from './engine-error';

/**
 * Bounds one engine: at most `concurrency` calls in flight (the rest wait their turn) and
 * each call aborted after `timeoutMs`. A slow or overloaded engine then fails fast and the
 * registry moves on to the next one instead of piling up requests.
 */
export interface EngineGate {
  run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

export function createEngineGate(engine: string, options: { timeoutMs: number; concurrency: number }): EngineGate {
  let active = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (active >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };

  return {
    async run(call) {
      await acquire();
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        return await Promise.race([
          call(signal),
          // Adapters should honour the signal, but one that does not must still not hold the gate.
          new Promise<never>((_, reject) => {
            signal.addEventListener('abort', () =>
              reject(new EngineError(engine, 'timeout', `no answer within ${options.timeoutMs} ms`)),
            );
          }),
        ]);
      } finally {
        release();
      }
    },
  };
}
