import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatEngine, ChatMessage } from '../../../src/engines/chat/chat-engine';
import { createChatService } from '../../../src/engines/chat/chat-service';
import { createLocalChat } from '../../../src/engines/chat/local-chat';
import { createOpenAiChat } from '../../../src/engines/chat/openai-chat';
import { strictOutputSchema } from '../../../src/engines/chat/structured-output';
import { createEngineGate } from '../../../src/engines/engine-gate';
import { failureOf } from '../../support/engine-failure';
import { unreachableUrl } from '../../support/fakes/fake-http-server';
import { tinyRandomGguf, tinyRandomGgufAvailable } from '../../support/shared-models';

/**
 * The in-process GGUF engine on ../shared/models' tiny llama with random weights: real llama.cpp,
 * real loading, tokens and grammar, but the text is noise. So these tests check the plumbing
 * (loading, streaming, limits, aborts, JSON grammar, cleaning up), never what the model says.
 */

const log = pino({ level: 'silent' });
const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'You are a patient language partner. Answer in Norwegian Bokmål at level A2.' },
  { role: 'user', content: 'Hei! Jeg vil snakke om reiser.' },
  { role: 'assistant', content: 'Så hyggelig! Hvor vil du reise?' },
  { role: 'user', content: 'Til Bergen.' },
];
/** Enough for the tiny model on one thread; a real model's deadline is the engine gate's. */
const signal = () => AbortSignal.timeout(20_000);

async function collect(pieces: AsyncGenerator<string, { content: string; model: string }, undefined>) {
  const seen: string[] = [];
  for (;;) {
    const next = await pieces.next();
    if (next.done) return { seen, answer: next.value };
    seen.push(next.value);
  }
}

describe.skipIf(!tinyRandomGgufAvailable())('the in-process GGUF chat engine', () => {
  let engine: ChatEngine;
  let loadMs: number;
  beforeAll(async () => {
    const started = performance.now();
    engine = createLocalChat({ modelPath: tinyRandomGguf(), contextSize: 1024, threads: 1 }, { log });
    expect(await engine.probe()).toMatchObject({ status: 'UP' });
    loadMs = performance.now() - started;
    console.log(`tiny GGUF: node-llama-cpp imported and the model loaded in ${Math.round(loadMs)} ms`);
  });
  afterAll(() => engine.close?.());

  it('names itself local-gguf and its model by the file name', () => {
    expect(engine.name).toBe('local-gguf');
    expect(engine.model).toBe('llama-2-tiny-random.gguf');
  });

  it('streams a conversation in pieces and returns their concatenation, trimmed', async () => {
    const { seen, answer } = await collect(engine.stream({ messages: MESSAGES, maxTokens: 12, signal: signal() }));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((piece) => piece.length > 0)).toBe(true);
    expect(answer).toEqual({ content: seen.join('').trim(), model: 'llama-2-tiny-random.gguf' });
  });

  it('writes no more pieces than maxTokens allows', async () => {
    const { seen } = await collect(engine.stream({ messages: MESSAGES, maxTokens: 3, signal: signal() }));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(3);
    const longer = await collect(engine.stream({ messages: MESSAGES, maxTokens: 10, signal: signal() }));
    expect(longer.seen.length).toBeGreaterThan(3);
  });

  it('complete() refuses an answer the token limit cut off', async () => {
    // Greedy decoding of this model writes no end-of-text within four tokens.
    const error = await failureOf(engine.complete({ messages: MESSAGES, maxTokens: 4, signal: signal() }));
    expect(error).toMatchObject({ engine: 'local-gguf', failure: 'malformed' });
    expect(error.message).toMatch(/cut off at the token limit/);
  });

  it('complete() with a schema answers JSON of that schema, the grammar constraining even noise', async () => {
    const Check = z.object({
      recognised: z.boolean(),
      level: z.enum(['A1', 'A2', 'B1']),
      note: z.string().max(8).nullable(),
      words: z.array(z.string().max(6)).max(2),
    });
    // zod writes the nullable note as anyOf, which the engine hands to the grammar as oneOf.
    const output = strictOutputSchema('check', Check);
    expect(JSON.stringify(output.schema)).toContain('anyOf');
    // The grammar counts characters, zod UTF-16 units: noise may hold characters outside the BMP.
    const Loose = z.object({
      recognised: z.boolean(),
      level: z.enum(['A1', 'A2', 'B1']),
      note: z.string().nullable(),
      words: z.array(z.string()).max(2),
    });
    for (const temperature of [0, 0.8]) {
      const answer = await engine.complete({
        messages: MESSAGES,
        output,
        temperature,
        maxTokens: 96,
        signal: signal(),
      });
      expect(answer.model).toBe('llama-2-tiny-random.gguf');
      const value = Loose.parse(JSON.parse(answer.content));
      for (const text of [value.note ?? '', ...value.words]) expect([...text].length).toBeLessThanOrEqual(8);
    }
  });

  it('stops when the caller aborts mid-stream, and the next call gets its turn', async () => {
    const caller = new AbortController();
    const pieces = engine.stream({ messages: MESSAGES, maxTokens: 1000, signal: caller.signal });
    const first = await pieces.next();
    expect(first.done).toBe(false);
    caller.abort();
    const error = await failureOf(collect(pieces));
    expect(error).toMatchObject({ engine: 'local-gguf', failure: 'timeout' });

    const aborted = new AbortController();
    aborted.abort();
    expect(
      await failureOf(engine.complete({ messages: MESSAGES, maxTokens: 4, signal: aborted.signal })),
    ).toMatchObject({ failure: 'timeout' });

    const { seen } = await collect(engine.stream({ messages: MESSAGES, maxTokens: 4, signal: signal() }));
    expect(seen.length).toBeGreaterThan(0);
  });

  it('stops writing when the reader leaves early, freeing the turn', async () => {
    // What writing 300 tokens takes on this machine right now: leaving must not wait for that.
    let started = performance.now();
    await collect(engine.stream({ messages: MESSAGES, maxTokens: 300, signal: signal() }));
    const fullRunMs = performance.now() - started;

    const pieces = engine.stream({ messages: MESSAGES, maxTokens: 1000, signal: signal() });
    expect((await pieces.next()).done).toBe(false);
    started = performance.now();
    await pieces.return({ content: '', model: '' });
    expect(performance.now() - started).toBeLessThan(fullRunMs / 2);
    const { seen } = await collect(engine.stream({ messages: MESSAGES, maxTokens: 4, signal: signal() }));
    expect(seen.length).toBeGreaterThan(0);
  });

  it('takes calls in turn: two at once both answer', async () => {
    const [a, b] = await Promise.all([
      collect(engine.stream({ messages: MESSAGES, maxTokens: 6, signal: signal() })),
      collect(
        engine.stream({
          messages: [MESSAGES[0] as ChatMessage, { role: 'user', content: 'Oslo?' }],
          maxTokens: 6,
          signal: signal(),
        }),
      ),
    ]);
    expect(a.seen.length).toBeGreaterThan(0);
    expect(b.seen.length).toBeGreaterThan(0);
  });

  it('answers a reply as the second engine of a chain when the first is unreachable', async () => {
    const openai = createOpenAiChat({ baseUrl: `${await unreachableUrl()}/v1`, model: 'llama3.1:8b' });
    const limits = { timeoutMs: 20_000, concurrency: 2, cooldownMs: 60_000 };
    const chat = createChatService({
      chain: [openai, engine].map((member) => ({ engine: member, gate: createEngineGate(member.name, limits) })),
      log,
    });
    const deltas: string[] = [];
    const reply = await chat.reply({ messages: MESSAGES, maxTokens: 8, onDelta: (text) => deltas.push(text) });
    expect(reply).toEqual({ content: deltas.join('').trim(), model: 'llama-2-tiny-random.gguf', engine: 'local-gguf' });
  });
});

describe.skipIf(!tinyRandomGgufAvailable())('the in-process GGUF chat engine, loading and closing', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'tolk-gguf-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('close() lets the model go: later calls fail and the probe says so', async () => {
    const file = path.join(folder, 'copy.gguf');
    copyFileSync(tinyRandomGguf(), file);
    const engine = createLocalChat({ modelPath: file, contextSize: 512, threads: 1 }, { log });
    expect(await engine.probe()).toMatchObject({ status: 'UP' });
    await engine.close?.();
    expect(await failureOf(engine.complete({ messages: MESSAGES, maxTokens: 4, signal: signal() }))).toMatchObject({
      failure: 'provider-error',
      message: expect.stringMatching(/closed/),
    });
    expect(await engine.probe()).toMatchObject({ status: 'DOWN', error: expect.stringMatching(/closed/) });
    // Closing twice is harmless (the app closes once, a test may close again).
    await engine.close?.();
  });

  it('a GGUF file llama.cpp cannot load is a provider error naming the file, and the probe is DOWN', async () => {
    // The header of the real file, cut short: GGUF by its magic, so only loading can tell.
    const file = path.join(folder, 'truncated.gguf');
    writeFileSync(file, readFileSync(tinyRandomGguf()).subarray(0, 4096));
    const engine = createLocalChat({ modelPath: file, contextSize: 512, threads: 1 }, { log });
    try {
      const probe = await engine.probe();
      expect(probe).toMatchObject({ status: 'DOWN', error: expect.stringMatching(/cannot load truncated\.gguf/) });
      const error = await failureOf(engine.complete({ messages: MESSAGES, signal: signal() }));
      expect(error).toMatchObject({ engine: 'local-gguf', failure: 'provider-error' });
      expect(error.message).toMatch(/cannot load truncated\.gguf/);
    } finally {
      await engine.close?.();
    }
  });
});
