/**
 * At most `size` engine calls in flight; the rest wait their turn in arrival order. A waiter
 * whose signal aborts leaves the line at once, so time spent waiting counts against its
 * deadline instead of stretching it.
 */
export interface EngineSlots {
  /** Resolves when a slot is free; rejects with the signal's reason when it aborts first. */
  acquire(signal: AbortSignal): Promise<void>;
  release(): void;
}

export function createEngineSlots(size: number): EngineSlots {
  let active = 0;
  const waiting: { grant: () => void }[] = [];

  return {
    acquire(signal) {
      signal.throwIfAborted();
      if (active < size) {
        active++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          grant: () => {
            signal.removeEventListener('abort', leave);
            active++;
            resolve();
          },
        };
        const leave = () => {
          const place = waiting.indexOf(waiter);
          if (place >= 0) waiting.splice(place, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', leave, { once: true });
        waiting.push(waiter);
      });
    },
    release() {
      active--;
      waiting.shift()?.grant();
    },
  };
}
