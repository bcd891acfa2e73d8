import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLibreTranslateTranslator } from '../../../src/engines/translation/libretranslate-translator';
import { failureOf } from '../../support/engine-failure';
import { unreachableUrl } from '../../support/fakes/fake-http-server';
import {
  type FakeLibreTranslate,
  libreError,
  startFakeLibreTranslate,
} from '../../support/fakes/fake-libretranslate-server';

const API_KEY = 'libre-key-1';

let fake: FakeLibreTranslate;
beforeAll(async () => {
  fake = await startFakeLibreTranslate({ apiKey: API_KEY });
  fake.phrasebook.set('en>es:Hello, how are you?', 'Hola, ¿cómo estás?');
  fake.phrasebook.set('nb>sv:Hvordan har du det?', 'Hur mår du?');
  fake.phrasebook.set('en>nb:Good morning', 'God morgen');
  fake.phrasebook.set('en>zh-Hans:Thank you', '谢谢');
  fake.phrasebook.set('en>es:blank', '   ');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
});

const translator = () => createLibreTranslateTranslator({ url: fake.url, apiKey: API_KEY });
const signal = () => AbortSignal.timeout(5_000);

function translateRequests() {
  return fake.requests.filter((request) => request.path === '/translate').map((request) => JSON.parse(request.body));
}

describe('LibreTranslate translator', () => {
  it('reads /languages once, then POSTs /translate with q, source, target, format and the key', async () => {
    const libre = translator();
    expect(await libre.translate({ text: 'Hello, how are you?', from: 'en', to: 'es', signal: signal() })).toBe(
      'Hola, ¿cómo estás?',
    );
    await libre.translate({ text: 'Hello, how are you?', from: 'en', to: 'es', signal: signal() });

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /languages',
      'POST /translate',
      'POST /translate',
    ]);
    expect(fake.requests[1]?.headers['content-type']).toBe('application/json');
    expect(translateRequests()[0]).toEqual({
      q: 'Hello, how are you?',
      source: 'en',
      target: 'es',
      format: 'text',
      api_key: API_KEY,
    });
  });

  it("maps Norwegian to 'nb' and Chinese to 'zh-Hans' as the server lists them", async () => {
    const libre = translator();
    expect(await libre.translate({ text: 'Hvordan har du det?', from: 'no', to: 'sv', signal: signal() })).toBe(
      'Hur mår du?',
    );
    expect(await libre.translate({ text: 'Good morning', from: 'en', to: 'no', signal: signal() })).toBe('God morgen');
    expect(await libre.translate({ text: 'Thank you', from: 'en', to: 'zh', signal: signal() })).toBe('谢谢');
    expect(translateRequests().map(({ source, target }) => `${source}>${target}`)).toEqual([
      'nb>sv',
      'en>nb',
      'en>zh-Hans',
    ]);
  });

  it("uses 'no' and 'zh' on an older server that lists those, and all pairs when targets are absent", async () => {
    const older = await startFakeLibreTranslate({
      languages: [
        { code: 'en', name: 'English' },
        { code: 'no', name: 'Norwegian' },
        { code: 'zh', name: 'Chinese' },
      ],
    });
    try {
      older.phrasebook.set('no>zh:Takk', '谢谢');
      const libre = createLibreTranslateTranslator({ url: `${older.url}/` });
      expect(await libre.supports('zh', 'no', signal())).toBe(true);
      expect(await libre.translate({ text: 'Takk', from: 'no', to: 'zh', signal: signal() })).toBe('谢谢');
      const body = JSON.parse(older.requests.at(-1)?.body ?? '');
      expect(body).toEqual({ q: 'Takk', source: 'no', target: 'zh', format: 'text' });
    } finally {
      await older.close();
    }
  });

  it('supports exactly the pairs /languages lists, asking the server once', async () => {
    const libre = translator();
    expect(await libre.supports('en', 'es', signal())).toBe(true);
    expect(await libre.supports('no', 'sv', signal())).toBe(true);
    expect(await libre.supports('en', 'zh', signal())).toBe(true);
    expect(await libre.supports('es', 'no', signal())).toBe(false);
    expect(await libre.supports('en', 'ja', signal())).toBe(false);
    expect(await libre.supports('en', 'en', signal())).toBe(false);
    expect(fake.requests.filter((request) => request.path === '/languages')).toHaveLength(1);
  });

  it('cannot tell its pairs while /languages fails, and asks again next time', async () => {
    const libre = translator();
    fake.override = libreError(500, 'starting up');
    // A failure, not "pair not supported": the chain must report the engine as failed.
    expect(await failureOf(libre.supports('en', 'es', signal()))).toMatchObject({ failure: 'provider-error' });
    fake.override = undefined;
    expect(await libre.supports('en', 'es', signal())).toBe(true);
    expect(fake.requests.filter((request) => request.path === '/languages')).toHaveLength(2);
  });

  it("refuses a pair without a model as 'unsupported' without calling /translate", async () => {
    const error = await failureOf(translator().translate({ text: 'Hola', from: 'es', to: 'no', signal: signal() }));
    expect(error).toMatchObject({ engine: 'libretranslate', failure: 'unsupported' });
    expect(translateRequests()).toHaveLength(0);
  });

  it("reports a wrong key as 'rejected' with the provider's message", async () => {
    const wrongKey = createLibreTranslateTranslator({ url: fake.url, apiKey: 'nope' });
    const error = await failureOf(wrongKey.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure: 'rejected', httpStatus: 403 });
    expect(error.message).toContain('Invalid API key');
  });

  it("reports a 5xx as 'provider-error'", async () => {
    const libre = translator();
    await libre.supports('en', 'es', signal());
    fake.override = libreError(500, 'Cannot translate text: out of memory');
    const error = await failureOf(libre.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error).toMatchObject({ failure: 'provider-error', httpStatus: 500 });
  });

  it.each([
    ['a wrong shape', { status: 200, json: { translation: 'Hola' } }],
    ['not JSON', { status: 200, text: 'Hola' }],
  ] as const)("reports an answer with %s as 'malformed'", async (_, reply) => {
    const libre = translator();
    await libre.supports('en', 'es', signal());
    fake.override = reply;
    const error = await failureOf(libre.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('malformed');
  });

  it("reports an empty translation as 'malformed'", async () => {
    const error = await failureOf(translator().translate({ text: 'blank', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('malformed');
  });

  it("reports a server that never answers as 'timeout'", async () => {
    const libre = translator();
    await libre.supports('en', 'es', signal());
    fake.override = 'hang';
    const error = await failureOf(
      libre.translate({ text: 'Hello', from: 'en', to: 'es', signal: AbortSignal.timeout(200) }),
    );
    expect(error.failure).toBe('timeout');
  });

  it("reports a closed port as 'unreachable', and DOWN in the probe", async () => {
    const nowhere = createLibreTranslateTranslator({ url: await unreachableUrl() });
    const error = await failureOf(nowhere.translate({ text: 'Hello', from: 'en', to: 'es', signal: signal() }));
    expect(error.failure).toBe('unreachable');
    expect(await failureOf(nowhere.supports('en', 'es', signal()))).toMatchObject({ failure: 'unreachable' });
    expect(await nowhere.probe()).toMatchObject({ status: 'DOWN' });
  });

  it('probes GET /languages', async () => {
    expect(await translator().probe()).toMatchObject({ status: 'UP' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/languages' });
  });
});
