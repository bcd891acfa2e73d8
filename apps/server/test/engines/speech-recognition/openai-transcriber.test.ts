import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../../../src/audio/wav';
import { EngineError, type EngineFailure } from '../../../src/engines/engine-error';
import { createOpenAiTranscriber } from '../../../src/engines/speech-recognition/openai-transcriber';
import { voice } from '../../audio/signals';
import {
  type FakeTranscriptionServer,
  openAiError,
  startFakeTranscriptionServer,
  unreachableBaseUrl,
} from '../../support/fakes/fake-transcription-server';

const API_KEY = 'sk-test-456';
const MODEL = 'whisper-1';
/** A real recording-shaped upload: one second of voiced syllables at 16 kHz. */
const WAV = encodeWav(voice(1, -25));

let fake: FakeTranscriptionServer;
beforeAll(async () => {
  fake = await startFakeTranscriptionServer({ apiKey: API_KEY, models: [MODEL] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.override = undefined;
  fake.transcript = () => ' Hei, hvordan har du det?\n';
});

const transcriber = (apiKey: string | undefined = API_KEY) =>
  createOpenAiTranscriber({ baseUrl: fake.baseUrl, apiKey, model: MODEL });
const transcribe = (signal = AbortSignal.timeout(5_000)) =>
  transcriber().transcribe({ wav: WAV, language: 'no', signal });

async function expectFailure(promise: Promise<unknown>, failure: EngineFailure, httpStatus?: number) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect(error).toMatchObject({ engine: 'openai', failure, httpStatus });
}

describe('OpenAI-compatible transcriber, request', () => {
  it('posts the WAV as multipart with model, explicit language and JSON format, and returns the trimmed text', async () => {
    expect(await transcribe()).toBe('Hei, hvordan har du det?');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions' });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const form = request?.form as FormData;
    expect([...form.keys()].sort()).toEqual(['file', 'language', 'model', 'response_format']);
    expect(form.get('model')).toBe(MODEL);
    expect(form.get('language')).toBe('no');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.wav');
    expect(file.type).toBe('audio/wav');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(WAV);
  });

  it('sends only the bytes of a WAV that is a view into a larger buffer', async () => {
    const padded = new Uint8Array(WAV.length + 100).fill(0xee);
    padded.set(WAV, 50);
    const view = padded.subarray(50, 50 + WAV.length);
    await transcriber().transcribe({ wav: view, language: 'no', signal: AbortSignal.timeout(5_000) });
    const file = fake.requests[0]?.form?.get('file') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(WAV);
  });

  it('sends every catalog code as is, Norwegian as ISO 639-1 no', async () => {
    const recognizer = transcriber();
    for (const language of LANGUAGE_CODES) {
      expect(recognizer.supports(language)).toBe(true);
      await recognizer.transcribe({ wav: WAV, language, signal: AbortSignal.timeout(5_000) });
    }
    expect(fake.requests.map((request) => request.form?.get('language'))).toEqual([...LANGUAGE_CODES]);
  });

  it('sends no Authorization header without a key, and tolerates a trailing slash in the base URL', async () => {
    const open = await startFakeTranscriptionServer({ models: [MODEL] });
    try {
      const recognizer = createOpenAiTranscriber({ baseUrl: `${open.baseUrl}/`, model: MODEL });
      expect(await recognizer.transcribe({ wav: WAV, language: 'en', signal: AbortSignal.timeout(5_000) })).toBe(
        'Hei, hvordan har du det?',
      );
      expect(open.requests[0]?.path).toBe('/v1/audio/transcriptions');
      expect(open.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

describe('OpenAI-compatible transcriber, answers without words', () => {
  it.each([
    ['an empty text', ''],
    ['whitespace only', ' \n\t '],
    ["whisper.cpp's silence marker", ' [BLANK_AUDIO]\n'],
    ['non-speech labels only', '[Music] (applause)'],
  ])('%s is no words', async (_, text) => {
    fake.transcript = () => text;
    expect(await transcribe()).toBe('');
  });

  it('keeps words next to a label', async () => {
    fake.transcript = () => ' [Music] Hei på deg ';
    expect(await transcribe()).toBe('[Music] Hei på deg');
  });
});

describe('OpenAI-compatible transcriber, failures', () => {
  it('a wrong key is rejected (401)', async () => {
    await expectFailure(
      createOpenAiTranscriber({ baseUrl: fake.baseUrl, apiKey: 'sk-wrong', model: MODEL }).transcribe({
        wav: WAV,
        language: 'no',
        signal: AbortSignal.timeout(5_000),
      }),
      'rejected',
      401,
    );
  });

  it('an unknown model is rejected (400) with the provider detail in the message', async () => {
    const recognizer = createOpenAiTranscriber({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'nope' });
    const promise = recognizer.transcribe({ wav: WAV, language: 'no', signal: AbortSignal.timeout(5_000) });
    await expectFailure(promise, 'rejected', 400);
    await expect(promise).rejects.toThrow(/Invalid model: nope/);
  });

  it.each([413, 429])('HTTP %d is rejected', async (status) => {
    fake.override = openAiError(status, 'no', null);
    await expectFailure(transcribe(), 'rejected', status);
  });

  it.each([500, 502, 503])('HTTP %d is a provider error', async (status) => {
    fake.override = { status, text: 'upstream model crashed' };
    await expectFailure(transcribe(), 'provider-error', status);
  });

  it('a server that never answers times out at the caller’s signal', async () => {
    fake.override = 'hang';
    const started = performance.now();
    await expectFailure(transcribe(AbortSignal.timeout(200)), 'timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('an answer that stalls mid-body times out rather than being called malformed', async () => {
    fake.override = 'hang-body';
    await expectFailure(transcribe(AbortSignal.timeout(200)), 'timeout');
  });

  it.each([
    ['not JSON', { status: 200, text: 'Hei, hvordan har du det?' }],
    ['JSON without text', { status: 200, json: { transcript: 'Hei' } }],
    ['text that is not a string', { status: 200, json: { text: 42 } }],
    ['a JSON array', { status: 200, json: [{ text: 'Hei' }] }],
  ] as const)('%s is malformed', async (_, reply) => {
    fake.override = reply;
    await expectFailure(transcribe(), 'malformed');
  });

  it('nothing listening is unreachable', async () => {
    const recognizer = createOpenAiTranscriber({ baseUrl: await unreachableBaseUrl(), model: MODEL });
    await expectFailure(
      recognizer.transcribe({ wav: WAV, language: 'no', signal: AbortSignal.timeout(5_000) }),
      'unreachable',
    );
  });
});

describe('OpenAI-compatible transcriber, probe', () => {
  it('is UP when GET /models answers, sending the key', async () => {
    expect(await transcriber().probe()).toMatchObject({ status: 'UP' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('is DOWN with the reason for a wrong key or when nothing listens', async () => {
    const wrongKey = await transcriber('sk-wrong').probe();
    expect(wrongKey).toMatchObject({ status: 'DOWN', error: expect.stringMatching(/HTTP 401/) });
    const nobody = createOpenAiTranscriber({ baseUrl: await unreachableBaseUrl(), model: MODEL });
    expect(await nobody.probe()).toMatchObject({ status: 'DOWN', error: expect.any(String) });
  });
});
