import { readString, removeKey, writeString } from './local-storage';

export interface StoredValue<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  set(value: T): void;
  /** Forgets the stored value: the store answers its fallback again. */
  reset(): void;
}

/**
 * One string setting in localStorage as an external store for useSyncExternalStore: parsed once,
 * kept in memory, written on change, and followed when another tab changes it.
 */
export function createStoredValue<T>(options: {
  key: string;
  /** The value for a stored string, or undefined when it is missing or not valid. */
  parse: (raw: string | null) => T;
  serialize: (value: T) => string | null;
}): StoredValue<T> {
  const { key, parse, serialize } = options;
  const listeners = new Set<() => void>();
  let state = parse(readString(key));

  const publish = (next: T) => {
    if (Object.is(next, state)) return;
    state = next;
    for (const listener of listeners) listener();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) publish(parse(readString(key)));
    });
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      const raw = serialize(value);
      if (raw === null) removeKey(key);
      else writeString(key, raw);
      publish(value);
    },
    reset() {
      removeKey(key);
      publish(parse(null));
    },
  };
}
