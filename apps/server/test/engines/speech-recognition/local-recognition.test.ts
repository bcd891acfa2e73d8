// @database-independent: the local recogniser and its model files; accounts are made only to call the routes.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../../src/audio/wav';
import { EngineError } from '../../../src/engines/engine-error';
import { createEngineGate } from '../../../src/engines/engine-gate';
import { parseEnginesEnv } from '../../../src/engines/engines-env';
import { createLocalWhisper } from '../../../src/engines/speech-recognition/local-whisper';
import { EspeakSynthesizer } from '../../../src/engines/speech-synthesis/espeak-synthesizer';
import type { CatalogEntry } from '../../../src/models/catalog-entry';
import { sharedModelPath } from '../../support/shared-models';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * Local Whisper end to end on whisper.cpp's own test models (../shared/models/whisper-cpp-test-fixtures):
 * a weightless Whisper (real format, empty tensors: it hears nothing, so speech comes back as no words)
 * and the real Silero VAD v6.2.0 (byte for byte the catalog's file). Each weightless transcription still
 * runs whisper.cpp's whole 30 s window, about 16 CPU-seconds here: this file runs one and abandons one.
 */
const FIXTURES = sharedModelPath('whisper-cpp-test-fixtures');
const TEST_WHISPER = 'speech-recognition-whisper-test';
const VAD = 'voice-activity-silero-v6';

/** The weightless tiny model as a catalog entry: its size and hash are read from the fixture itself. */
function testWhisperEntry(): CatalogEntry {
  const file = path.join(FIXTURES, 'for-tests-ggml-tiny.bin');
  return {
    id: TEST_WHISPER,
    kind: 'speech-recognition',
    languages: LANGUAGE_CODES,
    title: 'Whisper (weightless test model)',
    files: [
      {
        path: 'ggml-tiny.bin',
        url: 'https://models.test/whisper/ggml-tiny.bin',
        bytes: statSync(file).size,
        sha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
      },
    ],
    licence: { name: 'MIT', url: 'https://github.com/ggml-org/whisper.cpp/blob/master/LICENSE' },
    attribution: 'whisper.cpp test model',
    homepage: 'https://github.com/ggml-org/whisper.cpp',
  };
}

function place(modelsDir: string, id: string, name: string, fixture: string) {
  mkdirSync(path.join(modelsDir, id), { recursive: true });
  copyFileSync(path.join(FIXTURES, fixture), path.join(modelsDir, id, name));
}

async function transcribeForm(wav: Uint8Array, languageCode: string) {
  const body = new FormData();
  body.set('languageCode', languageCode);
  body.set('audio', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
  const request = new Request('http://local/', { method: 'POST', body });
  return {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

describe('local speech recognition (whisper.cpp)', () => {
  let t: TestApp;
  let speech: Uint8Array;

  beforeAll(async () => {
    const local = parseEnginesEnv({ WHISPER_MODEL: TEST_WHISPER, WHISPER_THREADS: '2' }).config?.speechRecognition;
    const modelsDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-models-'));
    place(modelsDir, TEST_WHISPER, 'ggml-tiny.bin', 'for-tests-ggml-tiny.bin');
    place(modelsDir, VAD, 'ggml-silero-v6.2.0.bin', 'for-tests-silero-v6.2.0-ggml.bin');
    t = await createTestApp({
      models: {
        dir: modelsDir,
        mirror: null,
        budgetBytes: 1024 ** 3,
        policy: 'admin',
        extraCatalog: [testWhisperEntry()],
      },
      engines: { speechRecognition: { local: local?.local }, timeoutMs: 120_000 },
    });
    // Hand-placed files: verified against the catalog with no network (policy admin downloads nothing).
    await t.app.models.install(TEST_WHISPER);
    await t.app.models.install(VAD);
    const audio = await new EspeakSynthesizer().synthesize({
      text: 'God morgen, hvordan har du det i dag?',
      language: 'no',
      signal: AbortSignal.timeout(20_000),
    });
    speech = encodeWav(audio);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is offered for every language once its model is installed', async () => {
    const token = t.tokenFor(await t.createUser());
    const response = await t.request({ method: 'GET', url: '/api/engines', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      speechRecognition: { available: true, engines: ['whisper'], languages: [...LANGUAGE_CODES] },
    });
  });

  it('runs whisper.cpp on its own threads: the event loop keeps ticking, and no words is No speech detected', async () => {
    const token = t.tokenFor(await t.createUser());
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 20);
    const started = performance.now();
    const response = await t.request({
      method: 'POST',
      url: '/api/audio/transcribe',
      token,
      ...(await transcribeForm(speech, 'no')),
    });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // The weightless model hears no words in real speech (the VAD found it): the learner's answer for that.
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'NO_SPEECH', error: 'No speech detected' });
    // Seconds of native work, and the loop was never held for more than a fraction of them.
    const gaps = ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? tick));
    expect(elapsed).toBeGreaterThan(1000);
    expect(Math.max(...gaps)).toBeLessThan(Math.max(1000, elapsed / 4));
  }, 120_000);

  it('one transcription at a time: a waiting call leaves on cancel, a running one answers at once, the turn waits for whisper.cpp', async () => {
    // No VAD: the first call is in whisper.cpp within the same turn of the event loop.
    const whisper = createLocalWhisper(
      { modelId: TEST_WHISPER, vadModelId: null, vadThreshold: 0.5, threads: 2 },
      { models: t.app.models, log: t.app.log },
    );
    const gate = createEngineGate('whisper', { timeoutMs: 120_000, concurrency: 1, cooldownMs: 1 });
    const call = (controller: AbortController, language: 'no' | 'th') =>
      gate.run((signal) => whisper.transcribe({ wav: speech, language, signal }), { signal: controller.signal });
    const settled = (promise: Promise<unknown>) => {
      let done = false;
      promise.then(
        () => (done = true),
        () => (done = true),
      );
      return () => done;
    };
    const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
    try {
      const running = new AbortController();
      const first = call(running, 'th');
      const firstDone = settled(first);
      const waiting = new AbortController();
      const second = call(waiting, 'no');
      waiting.abort();
      // The second call left the gate's line while the first ran: the bound is one.
      await expect(second).rejects.toMatchObject({ failure: 'cancelled' });
      await nextTurnOfTheLoop();
      expect(firstDone()).toBe(false);
      const stoppedAt = performance.now();
      running.abort();
      await expect(first).rejects.toBeInstanceOf(EngineError);
      await expect(first).rejects.toMatchObject({ failure: 'cancelled' });
      expect(performance.now() - stoppedAt).toBeLessThan(1000);
      // whisper.cpp cannot be interrupted inside its window: the next call waits for the turn meanwhile.
      const later = new AbortController();
      const third = whisper.transcribe({ wav: speech, language: 'no', signal: later.signal });
      const thirdDone = settled(third);
      await nextTurnOfTheLoop();
      expect(thirdDone()).toBe(false);
      later.abort();
      await expect(third).rejects.toBeInstanceOf(EngineError);
    } finally {
      await whisper.close();
    }
    await expect(
      whisper.transcribe({ wav: speech, language: 'no', signal: new AbortController().signal }),
    ).rejects.toMatchObject({ failure: 'provider-error' });
  }, 120_000);
});

describe('local speech recognition on a fresh server (nothing installed, MODELS_POLICY=on-demand)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tolk-models-'));
    t = await createTestApp({
      // No host answers: the download starts and fails in the background; the learner is told it is being prepared.
      models: { dir, mirror: 'http://127.0.0.1:9', budgetBytes: 1024 ** 3, policy: 'on-demand', extraCatalog: [] },
      engines: { speechRecognition: parseEnginesEnv({}).config?.speechRecognition },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers Record in every language and answers the first recording with the model being prepared', async () => {
    const token = t.tokenFor(await t.createUser());
    const engines = await t.request({ method: 'GET', url: '/api/engines', token });
    expect(engines.json()).toMatchObject({
      speechRecognition: { available: true, engines: ['whisper'], languages: [...LANGUAGE_CODES] },
    });
    const audio = await new EspeakSynthesizer().synthesize({
      text: 'Hei',
      language: 'no',
      signal: AbortSignal.timeout(20_000),
    });
    const response = await t.request({
      method: 'POST',
      url: '/api/audio/transcribe',
      token,
      ...(await transcribeForm(encodeWav(audio), 'no')),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({
      code: 'MODEL_PREPARING',
      preparing: { modelId: 'speech-recognition-whisper-base', totalBytes: 147_951_465 },
    });
  });
});
