import { describe, expect, it } from 'vitest';
import { createEngineSlots, SlotQueueFull } from '../../src/engines/engine-slots';

/** Records the order in which waiting calls get their slot; each keeps its release. */
function recorder() {
  const order: string[] = [];
  const releases = new Map<string, () => void>();
  return {
    order,
    got: (name: string) => (release: () => void) => {
      order.push(name);
      releases.set(name, release);
    },
    release: (name: string) => releases.get(name)?.(),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));
const never = () => new AbortController().signal;

describe('the engine slots', () => {
  it('serves the users waiting in turn, each in their own order, not in arrival order', async () => {
    const slots = createEngineSlots({ size: 1, perUser: 1, queuePerUser: 10 });
    const r = recorder();
    void slots.acquire(never(), 'flood').then(r.got('flood-0'));
    await settled();
    for (const n of [1, 2, 3]) void slots.acquire(never(), 'flood').then(r.got(`flood-${n}`));
    void slots.acquire(never(), 'alice').then(r.got('alice-1'));
    void slots.acquire(never(), 'alice').then(r.got('alice-2'));
    void slots.acquire(never(), 'bob').then(r.got('bob-1'));
    await settled();
    expect(r.order).toEqual(['flood-0']);
    for (const name of ['flood-0', 'flood-1', 'alice-1', 'bob-1', 'flood-2', 'alice-2', 'flood-3']) {
      r.release(name);
      await settled();
    }
    expect(r.order).toEqual(['flood-0', 'flood-1', 'alice-1', 'bob-1', 'flood-2', 'alice-2', 'flood-3']);
  });

  it('holds one user to their share of the slots and gives the rest to others', async () => {
    const slots = createEngineSlots({ size: 4, perUser: 2, queuePerUser: 10 });
    const r = recorder();
    for (const n of [1, 2, 3, 4]) void slots.acquire(never(), 'flood').then(r.got(`flood-${n}`));
    await settled();
    expect(r.order).toEqual(['flood-1', 'flood-2']);
    expect(slots.held('flood')).toBe(2);
    expect(slots.atCap('flood')).toBe(true);
    // Two slots are free, yet the flood waits for its own; another learner gets one at once.
    void slots.acquire(never(), 'alice').then(r.got('alice-1'));
    void slots.acquire(never(), 'bob').then(r.got('bob-1'));
    await settled();
    expect(r.order).toEqual(['flood-1', 'flood-2', 'alice-1', 'bob-1']);
    r.release('flood-1');
    await settled();
    expect(r.order.at(-1)).toBe('flood-3');
    expect(slots.held('flood')).toBe(2);
  });

  it('refuses at once a call beyond the user’s line, and only theirs', async () => {
    const slots = createEngineSlots({ size: 1, perUser: 1, queuePerUser: 2 });
    const r = recorder();
    await slots.acquire(never(), 'flood').then(r.got('flood-0'));
    void slots.acquire(never(), 'flood').then(r.got('flood-1'));
    void slots.acquire(never(), 'flood').then(r.got('flood-2'));
    await expect(slots.acquire(never(), 'flood')).rejects.toBeInstanceOf(SlotQueueFull);
    // Another learner's line is their own.
    void slots.acquire(never(), 'alice').then(r.got('alice-1'));
    void slots.acquire(never(), 'alice').then(r.got('alice-2'));
    await settled();
    r.release('flood-0');
    await settled();
    expect(r.order).toEqual(['flood-0', 'flood-1']);
    r.release('flood-1');
    await settled();
    expect(r.order).toEqual(['flood-0', 'flood-1', 'alice-1']);
  });

  it('lets a waiter that gives up leave the line without freeing or taking a slot', async () => {
    const slots = createEngineSlots({ size: 1, perUser: 1, queuePerUser: 2 });
    const r = recorder();
    await slots.acquire(never(), 'alice').then(r.got('alice-0'));
    const leaving = new AbortController();
    const left = slots.acquire(leaving.signal, 'bob');
    void slots.acquire(never(), 'carol').then(r.got('carol-1'));
    leaving.abort(new Error('gave up'));
    await expect(left).rejects.toThrow('gave up');
    await settled();
    // Nothing was freed: carol still waits for alice's slot, and gets it when alice is done.
    expect(r.order).toEqual(['alice-0']);
    expect(slots.held('bob')).toBe(0);
    r.release('alice-0');
    // A second release of the same slot frees nothing more.
    r.release('alice-0');
    await settled();
    expect(r.order).toEqual(['alice-0', 'carol-1']);
    expect(slots.held('carol')).toBe(1);
    void slots.acquire(never(), 'dave').then(r.got('dave-1'));
    await settled();
    expect(r.order).toEqual(['alice-0', 'carol-1']);
  });

  it('puts calls of nobody’s request in one line with no per-user cap, taking turns with the learners', async () => {
    const slots = createEngineSlots({ size: 2, perUser: 1, queuePerUser: 1 });
    const r = recorder();
    for (const n of [1, 2]) void slots.acquire(never()).then(r.got(`job-${n}`));
    await settled();
    expect(r.order).toEqual(['job-1', 'job-2']);
    void slots.acquire(never(), 'alice').then(r.got('alice-1'));
    for (const n of [3, 4]) void slots.acquire(never()).then(r.got(`job-${n}`));
    r.release('job-1');
    await settled();
    r.release('job-2');
    await settled();
    expect(r.order).toEqual(['job-1', 'job-2', 'alice-1', 'job-3']);
  });
});
