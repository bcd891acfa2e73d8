/**
 * At most `size` engine calls in flight, shared fairly between users: one user holds at most
 * `perUser` of them, and when a slot frees the users waiting take turns (round-robin), each in
 * its own arrival order. A flood from one learner then waits behind itself, not in front of
 * everyone else. Calls without a user (nobody's request) share one line with no per-user cap.
 * A waiter whose signal aborts leaves the line at once, so time spent waiting counts against
 * its deadline instead of stretching it.
 */
export interface EngineSlots {
  /**
   * Resolves with the slot's release (calling it twice frees one slot) when a slot is free;
   * rejects with the signal's reason when it aborts first, and with SlotQueueFull at once when
   * `user` already has `queuePerUser` calls waiting.
   */
  acquire(signal: AbortSignal, user?: string): Promise<() => void>;
  /** A slot's release when one is free for `user` right now (and none of their calls waits), else undefined. */
  tryAcquire(user?: string): (() => void) | undefined;
  /** Calls in flight of one user (or of nobody's requests). */
  held(user?: string): number;
  /** When the oldest of those got its slot (ms since the epoch). */
  heldSince(user?: string): number | undefined;
  /** Whether `user` holds as many slots as one user may: what they wait for is their own calls. */
  atCap(user?: string): boolean;
}

export interface EngineSlotLimits {
  /** Calls in flight at once. */
  size: number;
  /** Calls in flight at once for one user; at least 1. Unset: `size`. */
  perUser?: number;
  /** Calls of one user that may wait for a slot; one more is refused at once. Unset: no bound. */
  queuePerUser?: number;
}

/** One user's calls waiting are as many as allowed: the call is refused without waiting. */
export class SlotQueueFull extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} calls of this user already wait for a slot`);
    this.name = 'SlotQueueFull';
  }
}

/** The line of calls that belong to no user's request. */
const NOBODY = '\u0000nobody';

interface Waiter {
  grant(): void;
}

export function createEngineSlots(limits: EngineSlotLimits): EngineSlots {
  const perUser = Math.max(1, limits.perUser ?? limits.size);
  const queuePerUser = limits.queuePerUser ?? Number.POSITIVE_INFINITY;
  let active = 0;
  /** Each user's grant times of the calls they hold, oldest first. */
  const holding = new Map<string, number[]>();
  /** Users with calls waiting, in the order their turn comes; each user's calls in arrival order. */
  const lines = new Map<string, Waiter[]>();

  const capOf = (user: string) => (user === NOBODY ? limits.size : perUser);
  const heldBy = (user: string) => holding.get(user)?.length ?? 0;
  const mayRun = (user: string) => active < limits.size && heldBy(user) < capOf(user);

  function take(user: string): () => void {
    active++;
    const since = Date.now();
    const times = holding.get(user) ?? [];
    times.push(since);
    holding.set(user, times);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active--;
      times.splice(times.indexOf(since), 1);
      if (times.length === 0) holding.delete(user);
      grantNext();
    };
  }

  /** Grants free slots to the users whose turn it is, skipping those at their cap. */
  function grantNext() {
    for (const [user, line] of lines) {
      if (active >= limits.size) return;
      if (!mayRun(user)) continue;
      const waiter = line.shift();
      // The user's turn is used: they go to the back of the round (or leave it, with nothing waiting).
      lines.delete(user);
      if (line.length > 0) lines.set(user, line);
      waiter?.grant();
    }
  }

  return {
    tryAcquire(user) {
      const key = user ?? NOBODY;
      return mayRun(key) && !lines.has(key) ? take(key) : undefined;
    },
    acquire(signal, user) {
      signal.throwIfAborted();
      const key = user ?? NOBODY;
      if (mayRun(key) && !lines.has(key)) return Promise.resolve(take(key));
      const line = lines.get(key) ?? [];
      if (key !== NOBODY && line.length >= queuePerUser) {
        return Promise.reject(new SlotQueueFull(line.length));
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          grant: () => {
            signal.removeEventListener('abort', leave);
            resolve(take(key));
          },
        };
        const leave = () => {
          const own = lines.get(key);
          const place = own?.indexOf(waiter) ?? -1;
          if (own && place >= 0) {
            own.splice(place, 1);
            if (own.length === 0) lines.delete(key);
          }
          reject(signal.reason);
        };
        signal.addEventListener('abort', leave, { once: true });
        line.push(waiter);
        if (!lines.has(key)) lines.set(key, line);
      });
    },
    held: (user) => heldBy(user ?? NOBODY),
    heldSince: (user) => holding.get(user ?? NOBODY)?.[0],
    atCap: (user) => heldBy(user ?? NOBODY) >= capOf(user ?? NOBODY),
  };
}
