import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiChat } from '../../../src/engines/chat/openai-chat';
import { failureOf } from '../../support/engine-failure';
import { unreachableUrl } from '../../support/fakes/fake-http-server';
import { type FakeOpenAi, openAiError, startFakeOpenAi } from '../../support/fakes/fake-openai-server';

const API_KEY = 'sk-chat-789';
const MODEL = 'qwen2.5:7b-instruct';
const OUTPUT = {
  name: 'greeting',
  schema: {
    type: 'object',
    properties: { text: { type: 'string' }, formal: { type: ['boolean', 'null'] } },
    required: ['text', 'formal'],
    additionalProperties: false,
  },
};
const MESSAGES = [
  { role: 'system' as const, content: 'Answer with a greeting in Norwegian Bokmål.' },
  { role: 'user' as const, content: 'morning' },
];

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY, models: [MODEL] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
  fake.finishReason = 'stop';
  fake.content = () => '{"text":"God morgen","formal":null}';
});

const chat = (apiKey: string | undefined = API_KEY) =>
  createOpenAiChat({ baseUrl: fake.baseUrl, apiKey, model: MODEL });
const complete = (signal = AbortSignal.timeout(5_000)) =>
  chat().complete({ messages: MESSAGES, output: OUTPUT, temperature: 0, signal });
const completion = (message: Record<string, unknown>, finishReason = 'stop') => ({
  status: 200,
  json: {
    model: MODEL,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }],
  },
});

describe('OpenAI-compatible chat, request', () => {
  it('posts one non-streamed completion with the messages and a strict json_schema response format', async () => {
    expect(await complete()).toEqual({ content: '{"text":"God morgen","formal":null}', model: MODEL });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      model: MODEL,
      messages: MESSAGES,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'greeting', strict: true, schema: OUTPUT.schema } },
    });
  });

  it('sends neither response_format nor temperature when not asked, and no Authorization without a key', async () => {
    const open = await startFakeOpenAi({ models: [MODEL] });
    try {
      open.content = () => 'Hei!';
      const engine = createOpenAiChat({ baseUrl: `${open.baseUrl}/`, model: MODEL });
      expect(await engine.complete({ messages: MESSAGES, signal: AbortSignal.timeout(5_000) })).toEqual({
        content: 'Hei!',
        model: MODEL,
      });
      expect(open.requests[0]?.path).toBe('/v1/chat/completions');
      expect(open.requests[0]?.headers.authorization).toBeUndefined();
      expect(JSON.parse(open.requests[0]?.body ?? '')).toEqual({ model: MODEL, messages: MESSAGES });
    } finally {
      await open.close();
    }
  });

  it('reports the model the server says answered, such as a dated snapshot', async () => {
    fake.override = { status: 200, json: { ...completion({ content: '{}' }).json, model: `${MODEL}-2025-01-01` } };
    expect((await complete()).model).toBe(`${MODEL}-2025-01-01`);
  });
});

describe('OpenAI-compatible chat, unusable answers', () => {
  it('a refusal is malformed, with its reason', async () => {
    fake.override = completion({ content: null, refusal: "I can't help with that." });
    const error = await failureOf(complete());
    expect(error).toMatchObject({ engine: 'openai', failure: 'malformed' });
    expect(error.message).toMatch(/refused: I can't help with that/);
  });

  it('an answer cut off at the token limit is malformed', async () => {
    fake.finishReason = 'length';
    expect(await failureOf(complete())).toMatchObject({ failure: 'malformed' });
  });

  it.each([
    ['empty content', completion({ content: '  ' })],
    ['null content', completion({ content: null })],
    ['no choices', { status: 200, json: { model: MODEL, choices: [] } }],
    ['not JSON', { status: 200, text: 'God morgen' }],
  ])('%s is malformed', async (_, reply) => {
    fake.override = reply;
    expect(await failureOf(complete())).toMatchObject({ engine: 'openai', failure: 'malformed' });
  });
});

describe('OpenAI-compatible chat, failures', () => {
  it('a wrong key is rejected (401)', async () => {
    const error = await failureOf(
      chat('sk-wrong').complete({ messages: MESSAGES, output: OUTPUT, signal: AbortSignal.timeout(5_000) }),
    );
    expect(error).toMatchObject({ engine: 'openai', failure: 'rejected', httpStatus: 401 });
  });

  it('a schema the server refuses is rejected (400) with its detail', async () => {
    const loose = { name: 'greeting', schema: { ...OUTPUT.schema, required: ['text'] } };
    const error = await failureOf(
      chat().complete({ messages: MESSAGES, output: loose, signal: AbortSignal.timeout(5_000) }),
    );
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 400 });
    expect(error.message).toMatch(/Missing 'formal'/);
  });

  it.each([429, 500, 503])('HTTP %d is reported with its status', async (status) => {
    fake.override = openAiError(status, 'busy', null);
    expect(await failureOf(complete())).toMatchObject({
      failure: status >= 500 ? 'provider-error' : 'rejected',
      httpStatus: status,
    });
  });

  it('a server that never answers times out at the caller’s signal', async () => {
    fake.override = 'hang';
    expect(await failureOf(complete(AbortSignal.timeout(200)))).toMatchObject({ failure: 'timeout' });
  });

  it('nothing listening is unreachable', async () => {
    const engine = createOpenAiChat({ baseUrl: `${await unreachableUrl()}/v1`, model: MODEL });
    expect(await failureOf(engine.complete({ messages: MESSAGES, signal: AbortSignal.timeout(5_000) }))).toMatchObject({
      engine: 'openai',
      failure: 'unreachable',
    });
  });
});

describe('OpenAI-compatible chat, probe', () => {
  it('is UP when GET /models answers with the key, DOWN when the key is wrong', async () => {
    expect(await chat().probe()).toMatchObject({ status: 'UP' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(await chat('sk-wrong').probe()).toMatchObject({ status: 'DOWN', error: expect.stringMatching(/HTTP 401/) });
  });
});
