import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { afterEach, describe, expect, test } from 'vitest';
import { durationSeconds } from '../../../src/audio/pcm-audio';
import { ElevenLabsSynthesizer } from '../../../src/engines/speech-synthesis/elevenlabs-synthesizer';
import { failureOf } from '../../support/engine-failure';
import { elevenLabsProtocol, SECONDS_PER_CHARACTER } from './fake-elevenlabs';
import { type FakeServer, pcmTone, startFakeServer } from './fake-http-server';
import { describeRawPcmFailures } from './raw-pcm-failures';

const KEY = 'xi-test-key';
const VOICE = 'JBFqnCBsd6RMkjVDRZzb';
let server: FakeServer;
afterEach(() => server?.close());

function synthesizerFor(origin: string, options: { apiKey?: string; voiceId?: string } = {}) {
  return new ElevenLabsSynthesizer({
    baseUrl: origin,
    apiKey: options.apiKey ?? KEY,
    voiceId: options.voiceId ?? VOICE,
  });
}

const speak = (synthesizer: ElevenLabsSynthesizer, text = 'Guten Morgen, wie geht es dir?') =>
  synthesizer.synthesize({ text, language: 'de', signal: AbortSignal.timeout(5_000) });

describe('against a server speaking the ElevenLabs protocol', () => {
  test('sends exactly the documented request', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, [VOICE]));
    await speak(synthesizerFor(server.origin), 'Guten Morgen, wie geht es dir?');

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/v1/text-to-speech/${VOICE}?output_format=pcm_24000`);
    expect(request?.headers['xi-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(request?.body ?? '')).toEqual({
      text: 'Guten Morgen, wie geht es dir?',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.75 },
    });
  });

  test('decodes the pcm_24000 answer sample for sample', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, [VOICE]));
    const text = 'Buenos días a todos.';
    const audio = await speak(synthesizerFor(server.origin), text);

    const expected = pcmTone(Math.round(text.length * SECONDS_PER_CHARACTER * 24_000));
    expect(audio.sampleRate).toBe(24_000);
    expect(audio.samples.length).toBe(expected.length / 2);
    expect(durationSeconds(audio)).toBeCloseTo(text.length * SECONDS_PER_CHARACTER, 3);
    for (const index of [0, 3, 500, audio.samples.length - 1]) {
      expect(audio.samples[index]).toBeCloseTo(expected.readInt16LE(index * 2) / 32768, 6);
    }
  });

  test('a voice id is escaped into the path', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, ['a voice/1']));
    await speak(synthesizerFor(server.origin, { voiceId: 'a voice/1' }));
    expect(server.requests[0]?.url).toBe('/v1/text-to-speech/a%20voice%2F1?output_format=pcm_24000');
  });

  test('a wrong key → rejected with the provider status and message', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, [VOICE]));
    const failure = await failureOf(speak(synthesizerFor(server.origin, { apiKey: 'wrong' })));
    expect(failure).toMatchObject({ engine: 'elevenlabs', failure: 'rejected', httpStatus: 401 });
    expect(failure.message).toMatch(/invalid_api_key/);
  });

  test('an unknown voice → rejected', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, [VOICE]));
    const failure = await failureOf(speak(synthesizerFor(server.origin, { voiceId: 'nobody' })));
    expect(failure).toMatchObject({ failure: 'rejected', httpStatus: 404 });
  });

  test('the probe GETs /v1/user with the key and reports UP', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, [VOICE]));
    expect((await synthesizerFor(server.origin).probe()).status).toBe('UP');
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/v1/user' });
    expect(server.requests[0]?.headers['xi-api-key']).toBe(KEY);
  });

  test('the probe reports a refused key DOWN', async () => {
    server = await startFakeServer(elevenLabsProtocol(KEY, [VOICE]));
    const probe = await synthesizerFor(server.origin, { apiKey: 'wrong' }).probe();
    expect(probe).toMatchObject({ status: 'DOWN', error: expect.stringMatching(/401/) });
  });

  test('offers the catalog languages of eleven_multilingual_v2: all but Norwegian and Thai', () => {
    const synthesizer = synthesizerFor('http://127.0.0.1:1');
    expect(LANGUAGE_CODES.filter((code) => !synthesizer.supports(code))).toEqual(['no', 'th']);
    expect(synthesizer.voice).toBe(`eleven_multilingual_v2/${VOICE}`);
  });
});

describeRawPcmFailures((origin) => synthesizerFor(origin), 'en');
