import { EnginesResponse } from '@tolk/contracts/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreachableUrl } from '../support/fakes/fake-http-server';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '../support/fakes/fake-libretranslate-server';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The chain: a dead Apertium first, then a LibreTranslate serving a few pairs, then an
 * OpenAI-compatible model for everything. Pairs LibreTranslate lacks fall to the model.
 */
describe('the translation chain', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let openai: FakeOpenAi;
  let token: string;

  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    libre.phrasebook.set('nb>en:God morgen', 'Good morning');
    libre.phrasebook.set('en>de:Good morning', 'Guten Morgen');
    openai = await startFakeOpenAi({ models: ['m'] });
    t = await createTestApp({
      engines: {
        translation: {
          order: ['apertium', 'libretranslate', 'openai'],
          apertium: { url: await unreachableUrl() },
          libretranslate: { url: libre.url },
          openai: { baseUrl: openai.baseUrl, model: 'm' },
        },
        timeoutMs: 5000,
        concurrency: 2,
      },
    });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
    await openai.close();
  });

  const translate = (text: string, direction: string) =>
    t.request({ method: 'POST', url: '/api/text-translate', token, payload: { text, direction } });

  it('uses the first engine that serves the pair', async () => {
    const response = await translate('God morgen', 'no-en');
    expect(response.json()).toEqual({ translation: 'Good morning', engine: 'libretranslate' });
    expect(openai.requests.filter((request) => request.path.endsWith('/chat/completions'))).toHaveLength(0);
  });

  it('falls through to the next engine when one fails', async () => {
    libre.override = { status: 500, json: { error: 'model crashed' } };
    try {
      openai.content = () => 'God kveld';
      const response = await translate('Good evening', 'en-no');
      expect(response.json()).toEqual({ translation: 'God kveld', engine: 'openai' });
    } finally {
      libre.override = undefined;
    }
  });

  it('shares one engine call between identical requests in flight', async () => {
    openai.content = (text) => `«${text}» på svensk`;
    const before = openai.requests.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => translate('Twelve apples', 'en-sv')));
    expect(new Set(answers.map((answer) => answer.json().translation)).size).toBe(1);
    expect(openai.requests.length - before).toBe(1);
  });
});

describe('pivoting through English', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let token: string;
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    libre.phrasebook.set('nb>en:God morgen', 'Good morning');
    libre.phrasebook.set('en>de:Good morning', 'Guten Morgen');
    t = await createTestApp({
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
        timeoutMs: 5000,
        concurrency: 2,
      },
    });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  it('translates no → de through en when only no → en and en → de exist', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/text-translate',
      token,
      payload: { text: 'God morgen', direction: 'no-de' },
    });
    expect(response.json()).toEqual({ translation: 'Guten Morgen', engine: 'libretranslate+libretranslate' });
    const sent = libre.requests
      .filter((request) => request.path === '/translate')
      .map((request) => JSON.parse(request.body));
    expect(sent.map(({ source, target, q }) => `${source}>${target}:${q}`)).toEqual([
      'nb>en:God morgen',
      'en>de:Good morning',
    ]);
  });

  it('reports each pair as direct, pivot or none in GET /api/engines', async () => {
    const response = await t.request({ method: 'GET', url: '/api/engines', token });
    const body = EnginesResponse.parse(response.json());
    expect(body.translation.pairs['no-en']).toBe('direct');
    expect(body.translation.pairs['no-de']).toBe('pivot');
    expect(body.translation.pairs['no-ja']).toBe('none');
    expect(Object.keys(body.translation.pairs)).toHaveLength(380);
    expect(body.translation).toMatchObject({ available: true, engines: ['libretranslate'] });
    expect(body.speechSynthesis).toMatchObject({ available: true, engines: ['espeak-ng'] });
    expect(body.speechSynthesis.languages).toHaveLength(20);
    expect(body.speechRecognition).toMatchObject({ available: false, engines: [], languages: [] });
  });
});
