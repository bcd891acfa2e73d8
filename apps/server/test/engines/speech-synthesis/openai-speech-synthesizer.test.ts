import { afterEach, describe, expect, test } from 'vitest';
import { durationSeconds } from '../../../src/audio/pcm-audio';
import { OpenAiSpeechSynthesizer } from '../../../src/engines/speech-synthesis/openai-speech-synthesizer';
import { failureOf } from '../../support/engine-failure';
import { type FakeServer, pcmTone, sendJson, startFakeServer } from './fake-http-server';
import { openAiSpeechProtocol, SECONDS_PER_CHARACTER } from './fake-openai-speech';
import { describeRawPcmFailures } from './raw-pcm-failures';

const KEY = 'sk-test-123';
let server: FakeServer;
afterEach(() => server?.close());

function synthesizerFor(origin: string, options: { apiKey?: string; baseUrlSuffix?: string } = {}) {
  return new OpenAiSpeechSynthesizer({
    baseUrl: `${origin}/v1${options.baseUrlSuffix ?? ''}`,
    apiKey: options.apiKey,
    model: 'tts-1',
    voice: 'alloy',
  });
}

const speak = (synthesizer: OpenAiSpeechSynthesizer, text = 'Hei, hvordan har du det?') =>
  synthesizer.synthesize({ text, language: 'no', signal: AbortSignal.timeout(5_000) });

describe('against a server speaking the OpenAI speech protocol', () => {
  test('sends exactly the documented request', async () => {
    server = await startFakeServer(openAiSpeechProtocol(KEY));
    await speak(synthesizerFor(server.origin, { apiKey: KEY }), 'Hei, hvordan har du det?');

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/audio/speech');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      model: 'tts-1',
      input: 'Hei, hvordan har du det?',
      voice: 'alloy',
      response_format: 'pcm',
    });
  });

  test('decodes the 24 kHz PCM answer sample for sample', async () => {
    server = await startFakeServer(openAiSpeechProtocol(KEY));
    const text = 'Good morning, everyone.';
    const audio = await speak(synthesizerFor(server.origin, { apiKey: KEY }), text);

    const expected = pcmTone(Math.round(text.length * SECONDS_PER_CHARACTER * 24_000));
    expect(audio.sampleRate).toBe(24_000);
    expect(audio.samples.length).toBe(expected.length / 2);
    expect(durationSeconds(audio)).toBeCloseTo(text.length * SECONDS_PER_CHARACTER, 3);
    for (const index of [0, 1, 7, 100, audio.samples.length - 1]) {
      expect(audio.samples[index]).toBeCloseTo(expected.readInt16LE(index * 2) / 32768, 6);
    }
  });

  test('sends no Authorization header without a key (local servers such as Kokoro)', async () => {
    server = await startFakeServer(openAiSpeechProtocol(undefined));
    await speak(synthesizerFor(server.origin));
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  test('a trailing slash on the base URL changes nothing', async () => {
    server = await startFakeServer(openAiSpeechProtocol(undefined));
    await speak(synthesizerFor(server.origin, { baseUrlSuffix: '/' }));
    expect(server.requests[0]?.url).toBe('/v1/audio/speech');
  });

  test('a wrong key → rejected with the provider status and message', async () => {
    server = await startFakeServer(openAiSpeechProtocol(KEY));
    const failure = await failureOf(speak(synthesizerFor(server.origin, { apiKey: 'sk-wrong' })));
    expect(failure).toMatchObject({ engine: 'openai', failure: 'rejected', httpStatus: 401 });
    expect(failure.message).toMatch(/Incorrect API key/);
  });

  test('a model the server does not have → rejected', async () => {
    server = await startFakeServer((request, response) => {
      const { model } = JSON.parse(request.body) as { model: string };
      sendJson(response, 404, { error: { message: `The model '${model}' does not exist`, code: 'model_not_found' } });
    });
    expect((await failureOf(speak(synthesizerFor(server.origin)))).failure).toBe('rejected');
  });

  test('a 500 → provider-error', async () => {
    server = await startFakeServer((_request, response) =>
      sendJson(response, 500, { error: { message: 'The server had an error', type: 'server_error' } }),
    );
    expect((await failureOf(speak(synthesizerFor(server.origin)))).failure).toBe('provider-error');
  });

  test('the probe GETs /v1/models with the key and reports UP', async () => {
    server = await startFakeServer(openAiSpeechProtocol(KEY));
    const probe = await synthesizerFor(server.origin, { apiKey: KEY }).probe();
    expect(probe.status).toBe('UP');
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/v1/models' });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  test('the probe reports a refused key DOWN', async () => {
    server = await startFakeServer(openAiSpeechProtocol(KEY));
    const probe = await synthesizerFor(server.origin, { apiKey: 'sk-wrong' }).probe();
    expect(probe).toMatchObject({ status: 'DOWN', error: expect.stringMatching(/401/) });
  });

  test('names itself by model and voice, and offers every catalog language', () => {
    const synthesizer = synthesizerFor('http://127.0.0.1:1');
    expect(synthesizer.name).toBe('openai');
    expect(synthesizer.voice).toBe('tts-1/alloy');
    expect(synthesizer.supports('th')).toBe(true);
  });
});

describeRawPcmFailures((origin) => synthesizerFor(origin), 'en');
