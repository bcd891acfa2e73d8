import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ChatService, createChatService } from '../../../src/engines/chat/chat-service';
import { createOpenAiChat } from '../../../src/engines/chat/openai-chat';
import { createEngineGate } from '../../../src/engines/engine-gate';
import { AppError } from '../../../src/errors/app-error';
import { httpStatusByCode } from '../../../src/errors/http-status';
import { failureOf } from '../../support/engine-failure';
import { unreachableUrl } from '../../support/fakes/fake-http-server';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fakes/fake-openai-server';

/** The chat chain as create-chat.ts builds it: real adapters behind real gates, against stand-ins. */

const log = pino({ level: 'silent' });
const limits = { timeoutMs: 2_000, concurrency: 2, cooldownMs: 60_000 };
const Weather = z.object({ summary: z.string(), temperatureC: z.number().nullable(), tags: z.array(z.string()) });

let first: FakeOpenAi;
let second: FakeOpenAi;
beforeAll(async () => {
  first = await startFakeOpenAi({ apiKey: 'sk-1', models: ['small'] });
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
  }
  first.content = () => '{"summary":"Sunny","temperatureC":21.5,"tags":["warm"]}';
  second.content = () => '{"summary":"Cloudy","temperatureC":null,"tags":[]}';
});

/** A fresh chain (fresh circuits): the first server with its key, then the second. */
function service(...models: ('first' | 'second' | 'unreachable')[]): Promise<ChatService> {
  return Promise.all(
    models.map(async (which) => {
      const model =
        which === 'first'
          ? createOpenAiChat({ baseUrl: first.baseUrl, apiKey: 'sk-1', model: 'small' })
          : createOpenAiChat({
              baseUrl: which === 'second' ? second.baseUrl : `${await unreachableUrl()}/v1`,
              model: 'large',
            });
      return { engine: model, gate: createEngineGate(model.name, limits) };
    }),
  ).then((chain) => createChatService({ chain, log }));
}

const ask = (chat: ChatService, signal?: AbortSignal) =>
  chat.completeJson({ name: 'weather', system: 'Describe the weather.', user: 'Oslo, today', schema: Weather, signal });

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('chat.completeJson', () => {
  it('sends the zod schema as a strict JSON Schema and returns the parsed value with the model and engine', async () => {
    const result = await ask(await service('first', 'second'));
    expect(result).toEqual({
      value: { summary: 'Sunny', temperatureC: 21.5, tags: ['warm'] },
      model: 'small',
      engine: 'openai',
    });
    expect(second.requests).toHaveLength(0);
    const body = JSON.parse(first.requests[0]?.body ?? '');
    expect(first.requests[0]?.headers.authorization).toBe('Bearer sk-1');
    expect(body.model).toBe('small');
    expect(body.messages).toEqual([
      { role: 'system', content: 'Describe the weather.' },
      { role: 'user', content: 'Oslo, today' },
    ]);
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'weather',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            summary: { type: 'string' },
            temperatureC: { type: ['number', 'null'] },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['summary', 'temperatureC', 'tags'],
          additionalProperties: false,
        },
      },
    });
  });

  it('reads JSON a server wrapped in a Markdown fence or put after a reasoning block', async () => {
    const chat = await service('first');
    first.content = () => '```json\n{"summary":"Rain","temperatureC":9,"tags":["wet"]}\n```';
    expect((await ask(chat)).value.summary).toBe('Rain');
    first.content = () => '<think>Oslo in spring…</think>\n{"summary":"Snow","temperatureC":-2,"tags":[]}';
    expect((await ask(chat)).value.summary).toBe('Snow');
  });

  it.each([
    ['text that is not JSON', 'It is sunny in Oslo.'],
    ['JSON of another shape', '{"summary":"Sunny","temperatureC":"warm","tags":[]}'],
    ['JSON missing a field', '{"summary":"Sunny","tags":[]}'],
  ])('falls through to the next engine on %s, and answers 502 when it was the only one', async (_, content) => {
    first.content = () => content;
    const result = await ask(await service('first', 'second'));
    expect(result).toMatchObject({ value: { summary: 'Cloudy' }, model: 'large', engine: 'openai' });
    expect(first.requests).toHaveLength(1);

    const error = await appErrorOf(ask(await service('first')));
    expect(error.code).toBe('ENGINE_FAILED');
    expect(httpStatusByCode[error.code]).toBe(502);
    expect(error.message).toMatch(/openai/);
  });

  it('answers 502 naming the engine when the server is unreachable, then skips it while it cools down', async () => {
    const chat = await service('unreachable', 'second');
    expect((await ask(chat)).model).toBe('large');
    expect(chat.chain()[0]?.gate.circuit()).toBe('open');

    const alone = await service('unreachable');
    const error = await appErrorOf(ask(alone));
    expect(error.code).toBe('ENGINE_FAILED');
    expect(httpStatusByCode[error.code]).toBe(502);
    expect(error.message).toBe('Text generation failed: openai gave no usable answer. Please try again in a moment.');
  });

  it('answers 503 naming CHAT_MODEL and OPENAI_BASE_URL when no chat engine is configured', async () => {
    const chat = await service();
    expect(chat.available()).toBe(false);
    const error = await appErrorOf(ask(chat));
    expect(error.code).toBe('ENGINE_UNAVAILABLE');
    expect(httpStatusByCode[error.code]).toBe(503);
    expect(error.message).toBe('No chat model is configured on this server.');
    expect(error.setupHint).toMatch(/CHAT_MODEL/);
    expect(error.setupHint).toMatch(/OPENAI_BASE_URL/);
  });

  it('stops at the caller giving up instead of asking the next engine', async () => {
    first.override = 'hang';
    const caller = new AbortController();
    const pending = ask(await service('first', 'second'), caller.signal);
    setTimeout(() => caller.abort(), 100);
    expect(await failureOf(pending)).toMatchObject({ failure: 'cancelled' });
    expect(second.requests).toHaveLength(0);
  });

  it('refuses, before any call, a schema that strict structured output cannot express', async () => {
    const chat = await service('first');
    const optional = z.object({ summary: z.string(), note: z.string().optional() });
    await expect(chat.completeJson({ name: 'weather', system: 's', user: 'u', schema: optional })).rejects.toThrow(
      /note must be required/,
    );
    await expect(
      chat.completeJson({ name: 'weather', system: 's', user: 'u', schema: z.array(z.string()) }),
    ).rejects.toThrow(/object at its root/);
    await expect(chat.completeJson({ name: 'the weather', system: 's', user: 'u', schema: Weather })).rejects.toThrow(
      /name/,
    );
    expect(first.requests).toHaveLength(0);
  });
});
