import { EnginesResponse } from '@tolk/contracts/engines';
import { ApiError } from '@tolk/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/audio/wav';
import { EspeakSynthesizer } from '../../src/engines/speech-synthesis/espeak-synthesizer';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '../support/fakes/fake-libretranslate-server';
import { createTestApp, type TestApp } from '../support/test-app';

/** Names of the server's configuration that only an administrator may read. */
const SETUP_WORDS = /APERTIUM_URL|DEEPL_API_KEY|LIBRETRANSLATE_URL|OPENAI_BASE_URL|TRANSLATE_MODEL|TRANSCRIBE_MODEL/;

/**
 * A server with a LibreTranslate serving a few pairs and no speech recognition: learners are told
 * what is unavailable, administrators also what to configure (docs/product.md, Translation).
 */
describe('what to configure, told to administrators only', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let learner: string;
  let admin: string;

  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    t = await createTestApp({
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
        timeoutMs: 5000,
        concurrency: 2,
      },
    });
    learner = t.tokenFor(await t.createUser());
    admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  const engines = async (token: string) =>
    EnginesResponse.parse((await t.request({ method: 'GET', url: '/api/engines', token })).json());

  it('GET /api/engines gives a learner what is served without the setup hints', async () => {
    const body = await engines(learner);
    expect(body.translation.pairs['no-en']).toBe('direct');
    expect(body.translation.pairs['no-ja']).toBe('none');
    expect(body.speechRecognition).toEqual({ available: false, engines: [], languages: [] });
    expect(body.translation).not.toHaveProperty('hint');
    expect(JSON.stringify(body)).not.toMatch(SETUP_WORDS);
  });

  it('GET /api/engines gives an administrator the same with what to configure', async () => {
    const body = await engines(admin);
    expect(body.translation.pairs).toEqual((await engines(learner)).translation.pairs);
    expect(body.translation.hint).toMatch(/APERTIUM_URL/);
    expect(body.speechRecognition.hint).toMatch(/OPENAI_BASE_URL with TRANSCRIBE_MODEL/);
  });

  const translate = (token: string) =>
    t.request({ method: 'POST', url: '/api/text-translate', token, payload: { text: 'Hei', direction: 'no-ja' } });

  it('answers a learner’s unserved pair with 503 saying only what is missing', async () => {
    const response = await translate(learner);
    expect(response.statusCode).toBe(503);
    expect(ApiError.parse(response.json())).toEqual({
      code: 'ENGINE_UNAVAILABLE',
      error: 'No translation engine serves Norwegian → Japanese.',
    });
  });

  it('answers an administrator’s unserved pair with 503 naming what to configure', async () => {
    const response = await translate(admin);
    expect(response.statusCode).toBe(503);
    expect(ApiError.parse(response.json()).error).toBe(
      'No translation engine serves Norwegian → Japanese. Configure a translation engine: APERTIUM_URL, DEEPL_API_KEY, LIBRETRANSLATE_URL, or OPENAI_BASE_URL with TRANSLATE_MODEL.',
    );
  });

  it('keeps the hint of a speech translation’s recognition stage for administrators', async () => {
    const speech = await new EspeakSynthesizer().synthesize({
      text: 'Good morning',
      language: 'en',
      signal: AbortSignal.timeout(20_000),
    });
    const wav = encodeWav(speech);
    const send = async (token: string) => {
      const form = new FormData();
      form.set('direction', 'en-es');
      form.set('audio', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
      const request = new Request('http://local/', { method: 'POST', body: form });
      const response = await t.request({
        method: 'POST',
        url: '/api/speech-translate',
        token,
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(response.statusCode).toBe(503);
      return ApiError.parse(response.json());
    };
    expect(await send(learner)).toEqual({
      code: 'ENGINE_UNAVAILABLE',
      error: 'No speech recognition engine understands English.',
      stage: 'recognition',
    });
    expect(await send(admin)).toEqual({
      code: 'ENGINE_UNAVAILABLE',
      error:
        'No speech recognition engine understands English. Configure speech recognition: OPENAI_BASE_URL with TRANSCRIBE_MODEL.',
      stage: 'recognition',
    });
  });
});
