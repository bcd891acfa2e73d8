import { TextTranslateResponse } from '@tolk/contracts/translation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationMemory } from '../../src/db/schema/translation';
import {
  type ApertiumServer,
  apertiumAvailable,
  apertiumEngines,
  startApertiumServer,
} from '../support/apertium-server';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { countedTranslations, createTestApp, type TestApp } from '../support/test-app';

const translate = (t: TestApp, token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/text-translate', payload, token });

describe('POST /api/text-translate with no engine configured', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = t.tokenFor(await t.createUser());
  });
  afterAll(() => t.close());

  it('answers 503 naming what to configure to an administrator, and counts nothing', async () => {
    const user = await t.createUser({ role: 'ADMIN' });
    const response = await translate(t, t.tokenFor(user), { text: 'Hei', direction: 'no-ru' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      error: expect.stringMatching(
        /Norwegian → Russian.*APERTIUM_URL.*DEEPL_API_KEY.*LIBRETRANSLATE_URL.*OPENAI_BASE_URL/,
      ),
    });
    expect(await countedTranslations(t, user.id)).toEqual([]);
  });

  it('answers a learner 503 saying what is missing, without the server’s setup', async () => {
    const response = await translate(t, token, { text: 'Hei', direction: 'no-ru' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'ENGINE_UNAVAILABLE',
      error: 'No translation engine serves Norwegian → Russian.',
    });
  });

  it.each([
    [{ text: '  \n ', direction: 'no-ru' }, 'text', 'Введите текст для перевода'],
    [{ text: 'x'.repeat(5001), direction: 'no-ru' }, 'text', 'Text must be at most 5000 characters'],
    [{ text: 'Hei', direction: 'no-no' }, 'direction', 'Source and target languages must differ'],
    [{ text: 'Hei', direction: 'xx-ru' }, 'direction', 'Language not supported'],
    [{ text: 'Hei', direction: 'norsk' }, 'direction', "Direction must look like 'no-ru'"],
    [{ text: 'Hei' }, 'direction', 'Direction is required'],
  ])('refuses %j', async (payload, field, message) => {
    const response = await translate(t, token, payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
  });
});

describe('POST /api/text-translate through an OpenAI-compatible server', () => {
  let t: TestApp;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await startFakeOpenAi({ models: ['tolk-mini'] });
    t = await createTestApp({
      engineCallsPerMinute: 5,
      engines: {
        translation: { order: ['openai'], openai: { baseUrl: openai.baseUrl, model: 'tolk-mini' } },
        timeoutMs: 5000,
        concurrency: 2,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('translates, counts the translation for the user and remembers it', async () => {
    const user = await t.createUser();
    const token = t.tokenFor(user);
    const response = await translate(t, token, { text: '  Hello, how are you?  ', direction: 'en-es' });
    expect(response.statusCode).toBe(200);
    expect(TextTranslateResponse.parse(response.json())).toEqual({
      translation: 'Hola, ¿cómo estás?',
      engine: 'openai',
    });
    const events = await countedTranslations(t, user.id);
    expect(events).toMatchObject([{ sourceLanguage: 'en', targetLanguage: 'es', kind: 'text', count: 1 }]);

    const callsBefore = openai.requests.length;
    const again = await translate(t, token, { text: 'Hello,   how are you?', direction: 'en-es' });
    expect(again.json()).toMatchObject({ translation: 'Hola, ¿cómo estás?' });
    expect(openai.requests.length).toBe(callsBefore);
    const remembered = await t.db.select().from(translationMemory).where(eq(translationMemory.engine, 'openai'));
    expect(remembered).toMatchObject([{ sourceText: 'Hello, how are you?', translation: 'Hola, ¿cómo estás?' }]);
    // A memory hit counts too: the learner translated twice.
    expect(await countedTranslations(t, user.id)).toMatchObject([{ count: 2 }]);
  });

  it('limits engine calls per user with a retry time', async () => {
    const token = t.tokenFor(await t.createUser());
    for (let i = 0; i < 5; i++) {
      expect((await translate(t, token, { text: 'Hello, how are you?', direction: 'en-es' })).statusCode).toBe(200);
    }
    const limited = await translate(t, token, { text: 'Hello, how are you?', direction: 'en-es' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    // Another user is not affected.
    const other = t.tokenFor(await t.createUser());
    expect((await translate(t, other, { text: 'Hello, how are you?', direction: 'en-es' })).statusCode).toBe(200);
  });

  it('answers 502 when the only engine fails, without counting', async () => {
    openai.override = { status: 500, json: { error: { message: 'overloaded' } } };
    try {
      const user = await t.createUser();
      const response = await translate(t, t.tokenFor(user), { text: 'Something new', direction: 'en-fr' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'ENGINE_FAILED', error: expect.stringMatching(/openai/) });
      expect(await countedTranslations(t, user.id)).toEqual([]);
    } finally {
      openai.override = undefined;
    }
  });
});

describe.skipIf(!apertiumAvailable())('POST /api/text-translate with a real Apertium', () => {
  let t: TestApp;
  let apertium: ApertiumServer;
  beforeAll(async () => {
    apertium = await startApertiumServer();
    t = await createTestApp(apertiumEngines(apertium));
  });
  afterAll(async () => {
    await t.close();
    await apertium.stop();
  });

  it("turns 'Hello, how are you?' into real Spanish", async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await translate(t, token, { text: 'Hello, how are you?', direction: 'en-es' });
    expect(response.statusCode).toBe(200);
    const body = TextTranslateResponse.parse(response.json());
    expect(body.engine).toBe('apertium');
    expect(body.translation).toMatch(/^Hola, cómo/);
  });

  it('keeps the learner’s line breaks (Shift+Enter); spaces around a line do not make another text', async () => {
    const token = t.tokenFor(await t.createUser());
    const text = 'Hello, how are you?\r\nI have  a house.\n\nThank you.';
    const response = await translate(t, token, { text, direction: 'en-es' });
    expect(response.statusCode).toBe(200);
    const lines = TextTranslateResponse.parse(response.json()).translation.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Hola, cómo/);
    expect(lines[1]).toMatch(/casa/);
    expect(lines[2]).toBe('');
    expect(lines[3]).toMatch(/^Gracias/);
    // The same text with other spaces around its lines is the same text; without the breaks it is another.
    const again = await translate(t, token, {
      text: ' Hello, how are you? \n I have a house.\n\nThank you. ',
      direction: 'en-es',
    });
    expect(TextTranslateResponse.parse(again.json())).toMatchObject({ translation: lines.join('\n') });
    const flat = await translate(t, token, {
      text: 'Hello, how are you? I have a house. Thank you.',
      direction: 'en-es',
    });
    expect(TextTranslateResponse.parse(flat.json()).translation).not.toContain('\n');
  });

  it('translates Norwegian to Swedish and Danish', async () => {
    const token = t.tokenFor(await t.createUser());
    const sv = await translate(t, token, { text: 'Jeg har mange bøker.', direction: 'no-sv' });
    expect(sv.json()).toMatchObject({ translation: expect.stringMatching(/många böcker/) });
    const da = await translate(t, token, { text: 'Jeg har mange bøker.', direction: 'no-da' });
    expect(da.json()).toMatchObject({ translation: expect.stringMatching(/mange bøger/) });
  });

  it('says which pairs it cannot serve', async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await translate(t, token, { text: 'Hello', direction: 'en-ja' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/English → Japanese/) });
  });
});
