// @database-independent: the speech chains' deadlines and circuits; accounts are made only to call the routes.
import { HealthReport } from '@tolk/contracts/health';
import { TextToSpeechResponse } from '@tolk/contracts/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/audio/wav';
import { EspeakSynthesizer } from '../../src/engines/speech-synthesis/espeak-synthesizer';
import { type FakeServer, startFakeServer } from '../engines/speech-synthesis/fake-http-server';
import { type FakeTranscriptionServer, startFakeTranscriptionServer } from '../support/fakes/fake-transcription-server';
import { createTestApp, type TestApp } from '../support/test-app';

/** The deadline and the circuit breaker in the speech chains, against hanging stand-ins. */

describe('a hanging OpenAI-compatible speech server beside eSpeak NG', () => {
  let t: TestApp;
  let hanging: FakeServer;
  let token: string;
  beforeAll(async () => {
    // Records every request and never answers.
    hanging = await startFakeServer(() => {});
    t = await createTestApp({
      engines: {
        translation: { order: [] },
        speechSynthesis: { openai: { baseUrl: `${hanging.origin}/v1`, model: 'tts-1', voice: 'alloy' } },
        // Long enough for eSpeak NG on a busy machine: it runs behind the same deadline.
        timeoutMs: 5_000,
        concurrency: 2,
        cooldownMs: 60_000,
      },
    });
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t.close();
    await hanging.close();
  });

  const speak = (text: string) =>
    t.request({ method: 'POST', url: '/api/text-to-speech', token, payload: { text, languageCode: 'en' } });

  it('falls to eSpeak NG at the deadline, then skips the dead server while it cools down', async () => {
    const first = await speak('Good morning');
    expect(TextToSpeechResponse.parse(first.json()).engine).toBe('espeak-ng');
    const asked = hanging.requests.filter((request) => request.url === '/v1/audio/speech');
    expect(asked).toHaveLength(1);

    for (const text of ['Good evening', 'Good night']) {
      const response = await speak(text);
      expect(TextToSpeechResponse.parse(response.json()).engine).toBe('espeak-ng');
    }
    expect(hanging.requests.filter((request) => request.url === '/v1/audio/speech')).toHaveLength(1);

    const admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const report = HealthReport.parse(
      (await t.request({ method: 'GET', url: '/api/admin/health', token: admin })).json(),
    );
    expect(report.components.engines.speechSynthesis.map(({ name, circuit }) => ({ name, circuit }))).toEqual([
      { name: 'openai', circuit: 'open' },
      { name: 'espeak-ng', circuit: 'closed' },
    ]);
  }, 30_000);
});

describe('a hanging speech recognition server', () => {
  let t: TestApp;
  let transcriber: FakeTranscriptionServer;
  let token: string;
  let speech: Uint8Array;
  beforeAll(async () => {
    transcriber = await startFakeTranscriptionServer({ models: ['whisper-1'] });
    transcriber.override = 'hang';
    t = await createTestApp({
      engines: {
        translation: { order: [] },
        speechRecognition: { openai: { baseUrl: transcriber.baseUrl, model: 'whisper-1' } },
        timeoutMs: 1_000,
        concurrency: 2,
        cooldownMs: 60_000,
      },
    });
    token = t.tokenFor(await t.createUser());
    const audio = await new EspeakSynthesizer().synthesize({
      text: 'Good morning, how are you today?',
      language: 'en',
      signal: AbortSignal.timeout(20_000),
    });
    speech = encodeWav(audio);
  });
  afterAll(async () => {
    await t.close();
    await transcriber.close();
  });

  async function transcribe() {
    const body = new FormData();
    body.set('languageCode', 'en');
    body.set('audio', new Blob([speech], { type: 'audio/wav' }), 'recording.wav');
    const request = new Request('http://local/', { method: 'POST', body });
    return t.request({
      method: 'POST',
      url: '/api/audio/transcribe',
      token,
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  it('answers 502 naming it at the deadline, then again without asking it while it cools down', async () => {
    const first = await transcribe();
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({ code: 'ENGINE_FAILED', error: expect.stringContaining('openai') });
    const asked = () => transcriber.requests.filter((request) => request.path === '/v1/audio/transcriptions');
    expect(asked()).toHaveLength(1);

    const second = await transcribe();
    expect(second.statusCode).toBe(502);
    expect(second.json()).toMatchObject({ code: 'ENGINE_FAILED', error: expect.stringContaining('openai') });
    expect(asked()).toHaveLength(1);
  }, 30_000);
});
