import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineGate } from '../../src/engines/engine-gate';
import { engineFetch } from '../../src/engines/http-json';
import { AppError } from '../../src/errors/app-error';
import { failureOf } from '../support/engine-failure';
import { type FakeHttpServer, type FakeReply, startFakeHttpServer } from '../support/fakes/fake-http-server';

/** The gate around one engine, calling a local stand-in engine that answers as told. */
describe('the engine gate', () => {
  let engine: FakeHttpServer;
  let reply: FakeReply = { status: 200, text: 'ok' };
  beforeAll(async () => {
    engine = await startFakeHttpServer(() => reply);
  });
  afterAll(() => engine.close());

  const callEngine = (signal: AbortSignal) =>
    engineFetch('stand-in', `${engine.url}/work`, { signal }).then((response) => response.text());

  it('lets one trial call through after the cooldown and skips the others meanwhile', async () => {
    const gate = createEngineGate('stand-in', { timeoutMs: 1_000, concurrency: 4, cooldownMs: 300 });
    reply = { status: 503, text: 'overloaded' };
    expect(await failureOf(gate.run(callEngine))).toMatchObject({ failure: 'provider-error' });
    expect(gate.circuit()).toBe('open');
    const before = engine.requests.length;
    expect(await failureOf(gate.run(callEngine))).toMatchObject({ failure: 'cooling-down' });
    expect(engine.requests.length).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 350));
    reply = { delayMs: 200, reply: { status: 200, text: 'back' } };
    const trial = gate.run(callEngine);
    expect(gate.circuit()).toBe('half-open');
    // A second caller during the trial skips the engine rather than waiting on it.
    expect(await failureOf(gate.run(callEngine))).toMatchObject({ failure: 'cooling-down' });
    expect(await trial).toBe('back');
    expect(engine.requests.length).toBe(before + 1);
    expect(gate.circuit()).toBe('closed');
    reply = { status: 200, text: 'ok' };
  });

  it('keeps the circuit closed when the engine refuses one input', async () => {
    const gate = createEngineGate('stand-in', { timeoutMs: 1_000, concurrency: 4, cooldownMs: 60_000 });
    reply = { status: 400, text: 'text too long' };
    expect(await failureOf(gate.run(callEngine))).toMatchObject({ failure: 'rejected' });
    expect(gate.circuit()).toBe('closed');
    reply = { status: 200, text: 'ok' };
    expect(await gate.run(callEngine)).toBe('ok');
  });

  it('ends the call when the caller gives up, before the deadline', async () => {
    const gate = createEngineGate('stand-in', { timeoutMs: 10_000, concurrency: 1, cooldownMs: 60_000 });
    reply = 'hang';
    const before = engine.requests.length;
    const error = await failureOf(gate.run(callEngine, { signal: AbortSignal.timeout(200) }));
    expect(error.failure).toBe('cancelled');
    await expect.poll(() => engine.requests[before]?.abandoned, { timeout: 1_000 }).toBe(true);
    // Not a sign of a dead engine.
    expect(gate.circuit()).toBe('closed');
    reply = { status: 200, text: 'ok' };
  });

  it('counts no wait for a slot against the engine: a call that ran out of time in the line leaves the circuit closed', async () => {
    const gate = createEngineGate('stand-in', { timeoutMs: 400, concurrency: 1, cooldownMs: 60_000 });
    reply = { delayMs: 300, reply: { status: 200, text: 'slow' } };
    const first = gate.run(callEngine, { learner: 'alice' });
    // Waits 300 ms for alice's call, then has 100 ms left: the engine ran out of it, the line took the rest.
    const second = gate.run(callEngine, { learner: 'bob' });
    const third = gate.run(callEngine, { learner: 'carol' });
    expect(await first).toBe('slow');
    expect(await failureOf(second)).toMatchObject({ failure: 'busy' });
    expect(await failureOf(third)).toMatchObject({ failure: 'busy' });
    expect(gate.circuit()).toBe('closed');
    reply = { status: 200, text: 'ok' };
    expect(await gate.run(callEngine, { learner: 'bob' })).toBe('ok');
  });

  it('tells a learner whose own calls fill their line so (429 ENGINE_BUSY), and serves the others', async () => {
    const gate = createEngineGate('stand-in', {
      timeoutMs: 2_000,
      concurrency: 2,
      perUser: 1,
      queuePerUser: 1,
      cooldownMs: 60_000,
    });
    reply = { delayMs: 200, reply: { status: 200, text: 'ok' } };
    const flood = [gate.run(callEngine, { learner: 'flood' }), gate.run(callEngine, { learner: 'flood' })];
    const refused = await gate.run(callEngine, { learner: 'flood' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'ENGINE_BUSY', retryAfterSeconds: 2 });
    const started = Date.now();
    expect(await gate.run(callEngine, { learner: 'alice' })).toBe('ok');
    expect(Date.now() - started).toBeLessThan(400);
    expect(await Promise.all(flood)).toEqual(['ok', 'ok']);
    expect(gate.circuit()).toBe('closed');
    reply = { status: 200, text: 'ok' };
  });
});
