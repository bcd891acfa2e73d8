import { SpeechTranslateResponse } from '@tolk/contracts/translation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/audio/wav';
import { EspeakSynthesizer } from '../../src/engines/speech-synthesis/espeak-synthesizer';
import { silence, whiteNoise } from '../audio/signals';
import { type ApertiumServer, apertiumAvailable, startApertiumServer } from '../support/apertium-server';
import { type FakeTranscriptionServer, startFakeTranscriptionServer } from '../support/fakes/fake-transcription-server';
import { countedTranslations, createTestApp, type TestApp } from '../support/test-app';

/** Real speech to upload: our own eSpeak NG saying a sentence, as 16-bit WAV. */
async function spokenWav(text: string, language: 'en' | 'no'): Promise<Uint8Array> {
  const audio = await new EspeakSynthesizer().synthesize({ text, language, signal: AbortSignal.timeout(20_000) });
  return encodeWav(audio);
}

function form(fields: Record<string, string>, audio?: { bytes: Uint8Array; type?: string; name?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (audio)
    body.set('audio', new Blob([audio.bytes], { type: audio.type ?? 'audio/wav' }), audio.name ?? 'recording.wav');
  return body;
}

async function post(t: TestApp, url: string, token: string, body: FormData) {
  const request = new Request('http://local/', { method: 'POST', body });
  return t.request({
    method: 'POST',
    url,
    token,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('recordings with an OpenAI-compatible recognition server', () => {
  let t: TestApp;
  let transcriber: FakeTranscriptionServer;
  let speech: Uint8Array;

  beforeAll(async () => {
    transcriber = await startFakeTranscriptionServer({ models: ['whisper-1'] });
    t = await createTestApp({
      engines: {
        translation: { order: ['openai'] },
        speechRecognition: { openai: { baseUrl: transcriber.baseUrl, model: 'whisper-1' } },
        timeoutMs: 5000,
        concurrency: 2,
        // Tests here make the stand-in fail on purpose, then expect it back: no cooldown between them.
        cooldownMs: 1,
      },
    });
    speech = await spokenWav('Good morning, how are you today?', 'en');
  });
  afterAll(async () => {
    await t.close();
    await transcriber.close();
  });

  it('transcribes speech, passing the language and the exact WAV to the engine', async () => {
    const token = t.tokenFor(await t.createUser());
    const before = transcriber.requests.length;
    const response = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'no' }, { bytes: speech }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'Hei, hvordan har du det?', engine: 'openai' });
    const sent = transcriber.requests.slice(before).find((request) => request.path === '/v1/audio/transcriptions');
    expect(sent?.form?.get('language')).toBe('no');
    expect(sent?.form?.get('model')).toBe('whisper-1');
    const file = sent?.form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(speech);
  });

  it.each([
    ['digital silence', () => encodeWav(silence(1.5))],
    ['quiet noise', () => encodeWav(whiteNoise(1.5, -45))],
  ])('answers No speech detected for %s without calling the engine', async (_name, makeWav) => {
    const token = t.tokenFor(await t.createUser());
    const before = transcriber.requests.length;
    const response = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'en' }, { bytes: makeWav() }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'NO_SPEECH', error: 'No speech detected' });
    expect(transcriber.requests.length).toBe(before);
  });

  it('answers No speech detected when the engine hears no words', async () => {
    const token = t.tokenFor(await t.createUser());
    transcriber.transcript = () => '  ';
    try {
      const response = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'en' }, { bytes: speech }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'No speech detected' });
    } finally {
      transcriber.transcript = () => ' Hei, hvordan har du det?';
    }
  });

  it.each([
    [
      'WebM audio',
      { bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]), type: 'audio/webm' },
      415,
    ],
    [
      'a truncated WAV',
      { bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]) },
      400,
    ],
    ['a 0.1 s recording', { bytes: encodeWav(silence(0.1)) }, 400],
  ])('refuses %s', async (_name, audio, status) => {
    const token = t.tokenFor(await t.createUser());
    const response = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'en' }, audio));
    expect(response.statusCode).toBe(status);
    expect((response.json() as { error: string }).error).toMatch(/\w/);
  });

  it('refuses a form without audio or with an unknown language', async () => {
    const token = t.tokenFor(await t.createUser());
    const missing = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'en' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { audio: 'A recording is required' } });
    const unknown = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'xx' }, { bytes: speech }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { languageCode: 'Language not supported' } });
  });

  it('refuses JSON instead of a multipart upload', async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await t.request({ method: 'POST', url: '/api/audio/transcribe', token, payload: { audio: 'x' } });
    expect(response.statusCode).toBe(415);
  });

  it('answers 502 when the recognition engine fails, and counts nothing', async () => {
    const user = await t.createUser();
    transcriber.override = { status: 500, json: { error: { message: 'busy' } } };
    try {
      const response = await post(
        t,
        '/api/speech-translate',
        t.tokenFor(user),
        form({ direction: 'en-es' }, { bytes: speech }),
      );
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'ENGINE_FAILED', stage: 'recognition' });
    } finally {
      transcriber.override = undefined;
    }
    expect(await countedTranslations(t, user.id)).toEqual([]);
  });

  it('answers 503 when recognition works but no engine translates the pair', async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await post(t, '/api/speech-translate', token, form({ direction: 'en-es' }, { bytes: speech }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      error: expect.stringMatching(/English → Spanish/),
      stage: 'translation',
    });
  });
});

describe.skipIf(!apertiumAvailable())('POST /api/speech-translate with recognition and a real Apertium', () => {
  let t: TestApp;
  let transcriber: FakeTranscriptionServer;
  let apertium: ApertiumServer;
  beforeAll(async () => {
    transcriber = await startFakeTranscriptionServer({ models: ['whisper-1'] });
    transcriber.transcript = () => 'Hello, how are you?';
    apertium = await startApertiumServer();
    t = await createTestApp({
      engines: {
        translation: { order: ['apertium'], apertium: { url: apertium.url } },
        speechRecognition: { openai: { baseUrl: transcriber.baseUrl, model: 'whisper-1' } },
        timeoutMs: 20_000,
        concurrency: 2,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await transcriber.close();
    await apertium.stop();
  });

  it('answers the recognised text and its translation, counted as a speech translation', async () => {
    const user = await t.createUser();
    const wav = await spokenWav('Hello, how are you?', 'en');
    const response = await post(
      t,
      '/api/speech-translate',
      t.tokenFor(user),
      form({ direction: 'en-es' }, { bytes: wav }),
    );
    expect(response.statusCode).toBe(200);
    const body = SpeechTranslateResponse.parse(response.json());
    expect(body.text).toBe('Hello, how are you?');
    expect(body.translation).toMatch(/^Hola, cómo/);
    expect(transcriber.requests.at(-1)?.form?.get('language')).toBe('en');
    const events = await countedTranslations(t, user.id);
    expect(events).toMatchObject([{ sourceLanguage: 'en', targetLanguage: 'es', kind: 'speech', count: 1 }]);
  });
});

describe('recordings with no recognition engine configured', () => {
  it('answers an administrator 503 naming what to configure', async () => {
    const t = await createTestApp();
    try {
      const token = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
      const wav = await spokenWav('Good morning', 'en');
      const response = await post(t, '/api/audio/transcribe', token, form({ languageCode: 'en' }, { bytes: wav }));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'ENGINE_UNAVAILABLE',
        error: expect.stringMatching(/OPENAI_BASE_URL.*TRANSCRIBE_MODEL/),
      });
    } finally {
      await t.close();
    }
  });
});
