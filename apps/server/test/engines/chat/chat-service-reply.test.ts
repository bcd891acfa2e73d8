import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatService, createChatService } from '../../../src/engines/chat/chat-service';
import { createOpenAiChat } from '../../../src/engines/chat/openai-chat';
import { createEngineGate, type EngineLimits } from '../../../src/engines/engine-gate';
import { AppError } from '../../../src/errors/app-error';
import { httpStatusByCode } from '../../../src/errors/http-status';
import { failureOf } from '../../support/engine-failure';
import { type FakeOpenAi, openAiError, startFakeOpenAi } from '../../support/fakes/fake-openai-server';

/**
 * chat.reply(): a streamed reply from the first engine that gives one, as create-chat.ts builds the
 * chain (real adapters behind real gates) against two stand-in servers. An engine may be passed
 * over only until its first piece has reached the caller.
 */

const log = pino({ level: 'silent' });
const MESSAGES = [
  { role: 'system' as const, content: 'You are a patient partner. Answer in Norwegian Bokmål at level A2.' },
  { role: 'user' as const, content: 'Hei! Hvordan går det?' },
];

let first: FakeOpenAi;
let second: FakeOpenAi;
beforeAll(async () => {
  first = await startFakeOpenAi({ models: ['small'] });
  second = await startFakeOpenAi({ models: ['large'] });
});
afterAll(async () => {
  await first.close();
  await second.close();
});
beforeEach(() => {
  for (const fake of [first, second]) {
    fake.requests.length = 0;
    fake.override = undefined;
    fake.finishReason = 'stop';
    fake.stream = {};
  }
  first.content = () => 'Det går bra, takk!';
  second.content = () => 'Bare bra. Og du?';
});

/** A fresh chain (fresh circuits) of the named servers, in that order. */
function service(servers: FakeOpenAi[], limits: Partial<EngineLimits> = {}): ChatService {
  const gateLimits = { timeoutMs: 5_000, concurrency: 2, cooldownMs: 60_000, ...limits };
  return createChatService({
    chain: servers.map((fake) => {
      const engine = createOpenAiChat({ baseUrl: fake.baseUrl, model: fake === first ? 'small' : 'large' });
      return { engine, gate: createEngineGate(engine.name, gateLimits) };
    }),
    log,
  });
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('chat.reply', () => {
  it('streams the first engine’s reply through onDelta and returns it whole, with model and engine', async () => {
    const deltas: string[] = [];
    const result = await service([first, second]).reply({
      messages: MESSAGES,
      temperature: 0.6,
      maxTokens: 80,
      onDelta: (text) => deltas.push(text),
    });
    expect(deltas).toEqual(['Det ', 'går ', 'bra, ', 'takk!']);
    expect(result).toEqual({ content: 'Det går bra, takk!', model: 'small', engine: 'openai' });
    expect(JSON.parse(first.requests[0]?.body ?? '')).toEqual({
      model: 'small',
      messages: MESSAGES,
      stream: true,
      temperature: 0.6,
      max_tokens: 80,
    });
    expect(second.requests).toHaveLength(0);
  });

  it.each([
    ['answers HTTP 500', (fake: FakeOpenAi) => Object.assign(fake, { override: openAiError(500, 'down', null) })],
    ['breaks off before its first piece', (fake: FakeOpenAi) => Object.assign(fake, { stream: { breakAfter: 0 } })],
    [
      'sends an error event before its first piece',
      (fake: FakeOpenAi) => Object.assign(fake, { stream: { errorAfter: 0 } }),
    ],
    ['answers nothing but whitespace', (fake: FakeOpenAi) => Object.assign(fake, { content: () => ' ' })],
  ])('passes over an engine that %s: the second one answers', async (_, breakIt) => {
    breakIt(first);
    const deltas: string[] = [];
    const result = await service([first, second]).reply({ messages: MESSAGES, onDelta: (text) => deltas.push(text) });
    expect(result).toEqual({ content: 'Bare bra. Og du?', model: 'large', engine: 'openai' });
    expect(deltas).toEqual(['Bare ', 'bra. ', 'Og ', 'du?']);
    expect(first.requests).toHaveLength(1);
    expect(JSON.parse(second.requests[0]?.body ?? '')).toMatchObject({ model: 'large', messages: MESSAGES });
  });

  it('holds back leading whitespace: an engine that wrote only that is still passed over', async () => {
    first.override = {
      status: 200,
      contentType: 'text/event-stream',
      text: [' ', '\n', 'Hei!']
        .map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`)
        .join(''),
    };
    const deltas: string[] = [];
    const result = await service([first]).reply({ messages: MESSAGES, onDelta: (text) => deltas.push(text) });
    expect(deltas).toEqual([' \nHei!']);
    expect(result.content).toBe('Hei!');

    first.override = undefined;
    first.content = () => '\n\nHei du';
    first.stream = { errorAfter: 1 };
    const passedOver: string[] = [];
    const fromSecond = await service([first, second]).reply({
      messages: MESSAGES,
      onDelta: (text) => passedOver.push(text),
    });
    expect(fromSecond.model).toBe('large');
    expect(passedOver).toEqual(['Bare ', 'bra. ', 'Og ', 'du?']);
  });

  it.each([
    ['an error event', { errorAfter: 2 }],
    ['a dropped connection', { breakAfter: 2, chunkDelayMs: 10 }],
  ])(
    'a failure after pieces were delivered (%s) is 502 ENGINE_FAILED, and no other engine is asked',
    async (_, stream) => {
      first.stream = stream;
      const deltas: string[] = [];
      const error = await appErrorOf(
        service([first, second]).reply({ messages: MESSAGES, onDelta: (text) => deltas.push(text) }),
      );
      expect(error.code).toBe('ENGINE_FAILED');
      expect(httpStatusByCode[error.code]).toBe(502);
      expect(error.message).toMatch(/openai gave no usable answer/);
      expect(deltas).toEqual(['Det ', 'går ']);
      expect(second.requests).toHaveLength(0);
    },
  );

  it('the deadline passing mid-reply is 502 ENGINE_FAILED too: what the learner read cannot be replaced', async () => {
    first.stream = { chunkDelayMs: 150 };
    const deltas: string[] = [];
    const error = await appErrorOf(
      service([first, second], { timeoutMs: 500 }).reply({ messages: MESSAGES, onDelta: (text) => deltas.push(text) }),
    );
    expect(error.code).toBe('ENGINE_FAILED');
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.length).toBeLessThan(4);
    expect(second.requests).toHaveLength(0);
  });

  it('502 naming the engines when every one failed before its first piece', async () => {
    first.override = openAiError(503, 'busy', null);
    second.stream = { errorAfter: 0 };
    const error = await appErrorOf(service([first, second]).reply({ messages: MESSAGES }));
    expect(error.code).toBe('ENGINE_FAILED');
    expect(error.message).toBe(
      'Text generation failed: openai, openai gave no usable answer. Please try again in a moment.',
    );
  });

  it('503 ENGINE_UNAVAILABLE naming what to configure when there is no chat engine', async () => {
    const chat = service([]);
    const error = await appErrorOf(chat.reply({ messages: MESSAGES }));
    expect(error.code).toBe('ENGINE_UNAVAILABLE');
    expect(httpStatusByCode[error.code]).toBe(503);
    expect(error.setupHint).toMatch(/OPENAI_BASE_URL with CHAT_MODEL/);
    expect(error.setupHint).toMatch(/CHAT_MODEL_PATH/);
  });

  it('stops at the caller giving up, before or during the reply, and asks no other engine', async () => {
    first.override = 'hang';
    const early = new AbortController();
    const waiting = service([first, second]).reply({ messages: MESSAGES, signal: early.signal });
    setTimeout(() => early.abort(), 100);
    expect(await failureOf(waiting)).toMatchObject({ failure: 'cancelled' });

    first.override = undefined;
    first.stream = { chunkDelayMs: 100 };
    const late = new AbortController();
    const deltas: string[] = [];
    const reading = service([first, second]).reply({
      messages: MESSAGES,
      signal: late.signal,
      onDelta: (text) => {
        deltas.push(text);
        late.abort();
      },
    });
    expect(await failureOf(reading)).toMatchObject({ failure: 'cancelled' });
    expect(deltas).toEqual(['Det ']);
    expect(second.requests).toHaveLength(0);
  });
});
