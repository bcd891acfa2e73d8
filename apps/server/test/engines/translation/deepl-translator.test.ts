import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeepLTranslator, deeplBaseUrl } from '../../../src/engines/translation/deepl-translator';
import { failureOf } from '../../support/engine-failure';
import { deeplError, type FakeDeepL, startFakeDeepL } from '../../support/fakes/fake-deepl-server';
import { unreachableUrl } from '../../support/fakes/fake-http-server';

const API_KEY = '0f3c2d1e-aaaa-bbbb-cccc-123456789abc:fx';

let fake: FakeDeepL;
beforeAll(async () => {
  fake = await startFakeDeepL({ apiKey: API_KEY });
  fake.phrasebook.set('EN>ES:Hello, how are you?', 'Hola, ¿cómo estás?');
  fake.phrasebook.set('NB>EN-US:Hvordan har du det?', 'How are you?');
  fake.phrasebook.set('EN>NB:Good morning', 'God morgen');
  fake.phrasebook.set('EN>ES:blank', ' ');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
});

const translator = () => createDeepLTranslator({ apiKey: API_KEY, baseUrl: fake.url });
const signal = () => AbortSignal.timeout(5_000);

function sentBody(index = 0) {
  return JSON.parse(fake.requests[index]?.body ?? '');
}

describe('DeepL translator', () => {
  it('POSTs /v2/translate with the DeepL-Auth-Key header and {text: [text], source_lang, target_lang}', async () => {
    const translation = await translator().translate({
      text: 'Hello, how are you?',
      from: 'en',
      to: 'es',
      signal: signal(),
    });

    expect(translation).toBe('Hola, ¿cómo estás?');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v2/translate' });
    expect(fake.requests[0]?.headers.authorization).toBe(`DeepL-Auth-Key ${API_KEY}`);
    expect(fake.requests[0]?.headers['content-type']).toBe('application/json');
    expect(sentBody()).toEqual({ text: ['Hello, how are you?'], source_lang: 'EN', target_lang: 'ES' });
  });

  it("maps Norwegian to 'NB' both ways and English targets to 'EN-US'", async () => {
    const deepl = translator();
    expect(await deepl.translate({ text: 'Hvordan har du det?', from: 'no', to: 'en', signal: signal() })).toBe(
      'How are you?',
    );
    expect(await deepl.translate({ text: 'Good morning', from: 'en', to: 'no', signal: signal() })).toBe('God morgen');
    expect(sentBody(0)).toMatchObject({ source_lang: 'NB', target_lang: 'EN-US' });
    expect(sentBody(1)).toMatchObject({ source_lang: 'EN', target_lang: 'NB' });
  });

  it("names the variants our locales use: 'PT-PT' and 'ZH-HANS' as targets, 'PT' and 'ZH' as sources", async () => {
    const deepl = translator();
    await deepl.translate({ text: 'Hello', from: 'en', to: 'pt', signal: signal() });
    await deepl.translate({ text: 'Hello', from: 'en', to: 'zh', signal: signal() });
    await deepl.translate({ text: 'Olá', from: 'pt', to: 'zh', signal: signal() });
    expect([0, 1, 2].map((index) => `${sentBody(index).source_lang}>${sentBody(index).target_lang}`)).toEqual([
      'EN>PT-PT',
      'EN>ZH-HANS',
      'PT>ZH-HANS',
    ]);
  });

  it('sends only codes DeepL documents, for every language it serves, and serves all but Hindi', async () => {
    const deepl = translator();
    for (const code of LANGUAGE_CODES.filter((language) => language !== 'en' && language !== 'hi')) {
      await deepl.translate({ text: 'Hello', from: 'en', to: code, signal: signal() });
      await deepl.translate({ text: 'Hello', from: code, to: 'en', signal: signal() });
    }
    expect(fake.requests).toHaveLength(36);
    for (const from of LANGUAGE_CODES) {
      for (const to of LANGUAGE_CODES) {
        const expected = from !== to && from !== 'hi' && to !== 'hi';
        expect(await deepl.supports(from, to, signal()), `${from}→${to}`).toBe(expected);
      }
    }
  });

  it("refuses Hindi as 'unsupported' without a request", async () => {
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'hi', signal: signal() }));
    expect(error).toMatchObject({ engine: 'deepl', failure: 'unsupported' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [403, 'Forbidden', 'rejected'],
    [456, 'Quota Exceeded', 'rejected'],
    [429, 'Too many requests', 'rejected'],
    [500, 'Internal error', 'provider-error'],
    [529, 'Too many requests, servers overloaded', 'provider-error'],
  ] as const)('reports HTTP %i (%s) as %s', async (status, message, failure) => {
    fake.override = deeplError(status, message);
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure, httpStatus: status });
    expect(error.message).toContain(message);
  });

  it("reports a wrong key as 'rejected'", async () => {
    const wrongKey = createDeepLTranslator({ apiKey: 'other:fx', baseUrl: fake.url });
    const error = await failureOf(wrongKey.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 403 });
  });

  it.each([
    ['no translations', { status: 200, json: { translations: [] } }],
    ['a wrong shape', { status: 200, json: { text: 'Hola' } }],
    ['not JSON', { status: 200, text: 'Hola' }],
  ] as const)("reports an answer with %s as 'malformed'", async (_, reply) => {
    fake.override = reply;
    const error = await failureOf(translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('malformed');
  });

  it("reports an empty translation as 'malformed'", async () => {
    const error = await failureOf(translator().translate({ text: 'blank', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('malformed');
  });

  it("reports a server that never answers as 'timeout'", async () => {
    fake.override = 'hang';
    const error = await failureOf(
      translator().translate({ text: 'Hello', from: 'en', to: 'es', signal: AbortSignal.timeout(200) }),
    );
    expect(error.failure).toBe('timeout');
  });

  it("reports a closed port as 'unreachable'", async () => {
    const nowhere = createDeepLTranslator({ apiKey: API_KEY, baseUrl: await unreachableUrl() });
    const error = await failureOf(nowhere.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('unreachable');
  });

  it('probes GET /v2/usage with the key, so a refused key shows as DOWN', async () => {
    expect(await translator().probe()).toMatchObject({ status: 'UP' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v2/usage' });
    expect(fake.requests[0]?.headers.authorization).toBe(`DeepL-Auth-Key ${API_KEY}`);
    const wrongKey = createDeepLTranslator({ apiKey: 'other', baseUrl: `${fake.url}/` });
    expect(await wrongKey.probe()).toMatchObject({ status: 'DOWN', error: expect.stringContaining('HTTP 403') });
  });

  it("picks the free host for ':fx' keys and the pro host otherwise", () => {
    expect(deeplBaseUrl('0f3c2d1e-aaaa:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('0f3c2d1e-aaaa')).toBe('https://api.deepl.com');
  });
});
