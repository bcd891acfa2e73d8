/// <reference path="./fastify-rate-limit-stores.d.ts" />
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { countingWith, type EventCounter } from './event-counter';

/** Past this many keys the least recently counted are forgotten: a flood of addresses cannot exhaust memory. */
const MAX_TRACKED_KEYS = 100_000;

/** Counts in this process's memory: one app instance, where a restart forgiving a few events is acceptable. */
export function createLocalEventCounter(windowMs: number): EventCounter {
  const store = new LocalStore(false, false, MAX_TRACKED_KEYS);
  const { peek, record } = countingWith(store, windowMs);
  return {
    peek,
    record,
    async forget(key) {
      store.lru.delete(key);
    },
    async trackedKeys() {
      let live = 0;
      for (const key of [...store.lru.keys()]) {
        // An ended window stays in the map until its key counts again; drop it here.
        if ((await peek(key)).count > 0) live += 1;
        else store.lru.delete(key);
      }
      return live;
    },
  };
}
