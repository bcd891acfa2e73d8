import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiTranslator } from '../../../src/engines/translation/openai-translator';
import { failureOf } from '../../support/engine-failure';
import { unreachableUrl } from '../../support/fakes/fake-http-server';
import { type FakeOpenAi, openAiError, startFakeOpenAi } from '../../support/fakes/fake-openai-server';

const API_KEY = 'sk-test-123';
const MODEL = 'llama3.2:3b';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY, models: [MODEL] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
  fake.finishReason = 'stop';
  fake.content = (userText) => (userText === 'Hello, how are you?' ? 'Hola, ¿cómo estás?' : `?${userText}`);
});

const translator = () => createOpenAiTranslator({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: MODEL });
const signal = () => AbortSignal.timeout(5_000);

describe('OpenAI-compatible translator', () => {
  it('sends one chat completion at temperature 0 with a translation-only prompt and the text as the user message', async () => {
    const translation = await translator().translate({
      text: 'Hello, how are you?',
      from: 'en',
      to: 'es',
      signal: signal(),
    });

    expect(translation).toBe('Hola, ¿cómo estás?');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request?.body ?? '');
    expect(body).toEqual({
      model: MODEL,
      temperature: 0,
      messages: [
        { role: 'system', content: expect.any(String) },
        { role: 'user', content: 'Hello, how are you?' },
      ],
    });
    const prompt: string = body.messages[0].content;
    expect(prompt).toContain('from English to Spanish');
    expect(prompt).toMatch(/translation only/);
    for (const banned of ['quotes', 'notes', 'transliteration', 'explanations']) expect(prompt).toContain(banned);
  });

  it('names Norwegian Bokmål and Simplified Chinese in the prompt', async () => {
    await translator().translate({ text: 'Hei', from: 'no', to: 'zh', signal: signal() });
    const prompt = JSON.parse(fake.requests[0]?.body ?? '').messages[0].content;
    expect(prompt).toContain('from Norwegian Bokmål to Simplified Chinese');
  });

  it('sends no Authorization header without a key (Ollama, llama.cpp)', async () => {
    const local = await startFakeOpenAi({ models: [MODEL] });
    try {
      const keyless = createOpenAiTranslator({ baseUrl: `${local.baseUrl}/`, model: MODEL });
      expect(await keyless.translate({ text: 'Hello, how are you?', from: 'en', to: 'es', signal: signal() })).toBe(
        'Hola, ¿cómo estás?',
      );
      expect(local.requests[0]?.headers.authorization).toBeUndefined();
      expect(local.requests[0]?.path).toBe('/v1/chat/completions');
    } finally {
      await local.close();
    }
  });

  it.each([
    ['"Hola, ¿cómo estás?"', 'Hola, ¿cómo estás?'],
    ['“Hola, ¿cómo estás?”', 'Hola, ¿cómo estás?'],
    ['«Hola, ¿cómo estás?»', 'Hola, ¿cómo estás?'],
    ['  Hola, ¿cómo estás?\n\n', 'Hola, ¿cómo estás?'],
    ['Translation: Hola, ¿cómo estás?', 'Hola, ¿cómo estás?'],
    ['Spanish translation: "Hola, ¿cómo estás?"', 'Hola, ¿cómo estás?'],
    ['Spanish: Hola, ¿cómo estás?', 'Hola, ¿cómo estás?'],
    ["Here's the translation in Spanish:\n\nHola, ¿cómo estás?", 'Hola, ¿cómo estás?'],
    ['**Translation (Spanish):** Hola, ¿cómo estás?', 'Hola, ¿cómo estás?'],
    ['Hola, ¿cómo estás?\n\nNote: "estás" is the informal form.', 'Hola, ¿cómo estás?'],
    ['Hola, ¿cómo estás?\n(This is the informal register.)', 'Hola, ¿cómo estás?'],
    ['Hola, ¿cómo estás?\n\nExplanation: a common greeting.', 'Hola, ¿cómo estás?'],
    ['<think>The user wants Spanish.</think>\nHola, ¿cómo estás?', 'Hola, ¿cómo estás?'],
    ['"Hola" y "adiós"', '"Hola" y "adiós"'],
  ])('cleans the model output %j', async (content, expected) => {
    fake.content = () => content;
    expect(await translator().translate({ text: 'Hello, how are you?', from: 'en', to: 'es', signal: signal() })).toBe(
      expected,
    );
  });

  it('keeps quotes and extra lines that were in the source', async () => {
    fake.content = () => '«Hola»';
    expect(await translator().translate({ text: '"Hello"', from: 'en', to: 'es', signal: signal() })).toBe('«Hola»');
    fake.content = () => 'Hola.\nNota: cerramos a las cinco.';
    expect(
      await translator().translate({ text: 'Hello.\nNote: we close at five.', from: 'en', to: 'es', signal: signal() }),
    ).toBe('Hola.\nNota: cerramos a las cinco.');
    fake.content = () => 'Hello.\nNote: we close at five.';
    expect(
      await translator().translate({
        text: 'Hola.\nNota: cerramos a las cinco.',
        from: 'es',
        to: 'en',
        signal: signal(),
      }),
    ).toBe('Hello.\nNote: we close at five.');
  });

  it.each([
    ['empty content', ''],
    ['only quotes', '""'],
    ['only a label', 'Translation:'],
    ['only reasoning', '<think>Hmm, Spanish…'],
  ])("rejects %s as 'malformed'", async (_, content) => {
    fake.content = () => content;
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('malformed');
  });

  it("rejects a cut-off answer (finish_reason 'length') as 'malformed'", async () => {
    fake.finishReason = 'length';
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('malformed');
  });

  it.each([
    ['not JSON', { status: 200, text: '<html>proxy page</html>', contentType: 'text/html' }],
    ['no choices', { status: 200, json: { choices: [] } }],
    ['content not a string', { status: 200, json: { choices: [{ message: { content: null } }] } }],
  ] as const)("rejects an answer with %s as 'malformed'", async (_, reply) => {
    fake.override = reply;
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ engine: 'openai', failure: 'malformed' });
  });

  it("reports a wrong key as 'rejected' with the provider's status", async () => {
    const wrongKey = createOpenAiTranslator({ baseUrl: fake.baseUrl, apiKey: 'sk-wrong', model: MODEL });
    const error = await failureOf(wrongKey.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 401 });
    expect(error.message).toContain('Incorrect API key');
  });

  it("reports an unknown model as 'rejected'", async () => {
    const unknownModel = createOpenAiTranslator({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'gpt-9' });
    const error = await failureOf(unknownModel.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 404 });
  });

  it("reports a 5xx as 'provider-error'", async () => {
    fake.override = openAiError(503, 'The server is overloaded.', null);
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure: 'provider-error', httpStatus: 503 });
  });

  it.each(['hang', 'hang-body'] as const)("reports a server that stops answering (%s) as 'timeout'", async (hang) => {
    fake.override = hang;
    const error = await failureOf(
      translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: AbortSignal.timeout(200) }),
    );
    expect(error.failure).toBe('timeout');
  });

  it("reports a closed port as 'unreachable'", async () => {
    const nowhere = createOpenAiTranslator({ baseUrl: `${await unreachableUrl()}/v1`, model: MODEL });
    const error = await failureOf(nowhere.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('unreachable');
    expect(await nowhere.probe()).toMatchObject({ status: 'DOWN' });
  });

  it('supports every pair of distinct catalog languages', async () => {
    const openai = translator();
    expect(await openai.supports('no', 'th', signal())).toBe(true);
    expect(await openai.supports('hi', 'ko', signal())).toBe(true);
    expect(await openai.supports('en', 'en', signal())).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('probes GET /models with the key', async () => {
    expect(await translator().probe()).toMatchObject({ status: 'UP', latencyMs: expect.any(Number) });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    fake.override = openAiError(500, 'down', null);
    expect(await translator().probe()).toMatchObject({ status: 'DOWN', error: expect.stringContaining('HTTP 500') });
  });
});
