import { Readable } from 'node:stream';
import {
  VOICE_KEY_NOT_CONFIGURED_MESSAGE,
  VOICE_RELAY_BODY_TOO_LARGE_MESSAGE,
  VOICE_RELAY_MAX_BODY_BYTES,
  voiceCloningRelayPath,
} from '@tolk/contracts/voice-cloning';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodedForm } from '../support/encoded-form';
import {
  CLONED_VOICE_ID,
  type FakeElevenLabs,
  OVERLOADED_VOICE_ID,
  startFakeElevenLabs,
  VALID_VOICE_KEY,
} from '../support/fakes/fake-elevenlabs-server';
import { unreachableUrl } from '../support/fakes/fake-http-server';
import { createTestApp, type TestApp } from '../support/test-app';

/** The budget of this file's app: small enough that one test can spend it. */
const CALLS_PER_MINUTE = 8;

const speechBody = {
  text: 'Hei, jeg heter Anna og jeg lærer norsk.',
  model_id: 'eleven_multilingual_v2',
  voice_settings: { stability: 0.5, similarity_boost: 0.75 },
};

/** A form as the stand-in received it. */
function receivedForm(body: Buffer, contentType: string | undefined): Promise<FormData> {
  return new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData();
}

function sample(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * seed + 13) % 256);
}

describe('the voice provider relay', () => {
  let provider: FakeElevenLabs;
  let t: TestApp;
  let token: string;

  /** A call to the relay as a learner, with the stand-in's valid key unless told otherwise. */
  const relay = (path: string, options: Omit<InjectOptions, 'url'> & { key?: string | null; token?: string } = {}) => {
    const { key = VALID_VOICE_KEY, headers, ...rest } = options;
    return t.request({
      method: 'GET',
      token,
      ...rest,
      url: `${voiceCloningRelayPath}${path}`,
      headers: { ...(key === null ? {} : { 'xi-api-key': key }), ...headers },
    });
  };

  /** An add-voice form through the relay, as the browser would send it. */
  const addVoice = async (form: FormData) => relay('/v1/voices/add', { method: 'POST', ...(await encodedForm(form)) });

  beforeAll(async () => {
    provider = await startFakeElevenLabs();
    t = await createTestApp({
      voiceCloning: { providerUrl: provider.url, relay: true },
      engineCallsPerMinute: CALLS_PER_MINUTE,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(async () => {
    // A learner of their own per test, so each starts with a whole budget.
    token = t.tokenFor(await t.createUser());
    provider.calls.length = 0;
  });

  it.each([
    ['/v1/user/subscription', { tier: 'starter', character_count: 1200, character_limit: 30000 }],
    ['/v1/user', { subscription: { tier: 'starter' } }],
    ['/v1/voices', { voices: [{ voice_id: CLONED_VOICE_ID }] }],
  ])('GET %s passes the key and Accept on, and the answer back', async (path, expected) => {
    const response = await relay(path, { headers: { accept: 'application/json' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.json()).toMatchObject(expected);
    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    expect(call).toMatchObject({ method: 'GET', url: path });
    expect(call?.headers['xi-api-key']).toBe(VALID_VOICE_KEY);
    expect(call?.headers.accept).toBe('application/json');
    // Our own credentials stay with us.
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('GET /v1/models answers the models and their languages, and no query goes on', async () => {
    const response = await relay('/v1/models?show_everything=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { model_id: 'eleven_multilingual_v2', languages: [{ language_id: 'en', name: 'English' }] },
      { model_id: 'eleven_turbo_v2_5', languages: [{ language_id: 'no', name: 'Norwegian' }] },
    ]);
    expect(provider.calls.map((call) => call.url)).toEqual(['/v1/models']);
  });

  it('POST /v1/voices/add passes the name, description and every sample on intact', async () => {
    const first = sample(40_000, 31);
    const second = sample(12_345, 17);
    const form = new FormData();
    form.append('name', 'Anna (Tolk)');
    form.append('description', 'Мой голос');
    form.append('files', new File([first], 'recording-1.webm', { type: 'audio/webm' }));
    form.append('files', new File([second], 'recording-2.webm', { type: 'audio/webm;codecs=opus' }));
    const response = await addVoice(form);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ voice_id: CLONED_VOICE_ID, requires_verification: false });

    const [call] = provider.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/voices/add' });
    expect(call?.headers['xi-api-key']).toBe(VALID_VOICE_KEY);
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const received = await receivedForm(call?.body ?? Buffer.alloc(0), call?.headers['content-type']);
    expect(received.get('name')).toBe('Anna (Tolk)');
    expect(received.get('description')).toBe('Мой голос');
    const files = received.getAll('files') as File[];
    // The media type goes on without its parameters (the multipart parser keeps the type alone).
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['recording-1.webm', 'audio/webm'],
      ['recording-2.webm', 'audio/webm'],
    ]);
    const bytes = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
    expect(bytes).toEqual([first, second]);
  });

  it('POST /v1/text-to-speech/{voice_id} passes the JSON on and streams the MP3 back byte for byte', async () => {
    const response = await relay(`/v1/text-to-speech/${CLONED_VOICE_ID}?output_format=mp3_44100_128`, {
      method: 'POST',
      payload: speechBody,
      headers: { accept: 'audio/mpeg' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.equals(provider.speech)).toBe(true);

    const [call] = provider.calls;
    expect(call).toMatchObject({
      method: 'POST',
      url: `/v1/text-to-speech/${CLONED_VOICE_ID}?output_format=mp3_44100_128`,
    });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.accept).toBe('audio/mpeg');
    expect(JSON.parse(call?.body.toString('utf8') ?? '')).toEqual(speechBody);
  });

  it('DELETE /v1/voices/{voice_id} deletes the voice at the provider', async () => {
    const response = await relay(`/v1/voices/${CLONED_VOICE_ID}`, { method: 'DELETE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(provider.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE /v1/voices/${CLONED_VOICE_ID}`,
    ]);
  });

  it("answers the provider's 401 for a wrong key as 401 with the provider's own body", async () => {
    const response = await relay('/v1/user/subscription', { key: 'sk_wrong0000000000000000000000' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
  });

  it("passes the provider's own 5xx through as it came, without an error of ours", async () => {
    const response = await relay(`/v1/text-to-speech/${OVERLOADED_VOICE_ID}`, { method: 'POST', payload: speechBody });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: { status: 'system_busy', message: 'The system is busy' } });
  });

  it.each([
    ['GET', '/v1/history'],
    ['GET', '/v1/voices/StandInVoice000000001'],
    ['POST', '/v1/speech-to-text'],
    ['POST', '/v1/voices/StandInVoice000000001/edit'],
    ['DELETE', '/v1/user'],
    ['GET', '/v2/voices'],
    ['GET', ''],
  ] as const)('refuses any other call (%s %s) with 404, sending nothing', async (method, path) => {
    const response = await relay(path, { method });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(provider.calls).toEqual([]);
  });

  it('refuses a voice id that could leave its path segment', async () => {
    for (const voiceId of ['..%2Fuser', 'a%20b', 'x%3Fy%3D1']) {
      const response = await relay(`/v1/voices/${voiceId}`, { method: 'DELETE' });
      expect(response.statusCode, voiceId).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: 'Voice id must be a provider voice id',
      });
    }
    expect(provider.calls).toEqual([]);
  });

  it('refuses a call without a key with 400: the key must be configured', async () => {
    for (const key of [null, '', 'sk_with spaces in it']) {
      const response = await relay('/v1/user/subscription', { key });
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: VOICE_KEY_NOT_CONFIGURED_MESSAGE });
    }
    expect(provider.calls).toEqual([]);
  });

  it.each([
    ['text over 5,000 characters', { ...speechBody, text: 'a'.repeat(5001) }, 'Text must be at most 5000 characters'],
    ['blank text', { ...speechBody, text: '   ' }, 'Text is required'],
    ['no model', { text: 'Hei', voice_settings: speechBody.voice_settings }, undefined],
    [
      'a voice setting out of range',
      { ...speechBody, voice_settings: { stability: 2, similarity_boost: 0.75 } },
      undefined,
    ],
    ['a field the call does not take', { ...speechBody, pronunciation_dictionary_locators: [] }, undefined],
    [
      'NUL in the text',
      { ...speechBody, text: 'Hei\u0000' },
      'Text must not contain NUL characters or broken (unpaired) Unicode characters',
    ],
  ])('refuses a speech body with %s as 400, sending nothing', async (_what, payload, message) => {
    const response = await relay(`/v1/text-to-speech/${CLONED_VOICE_ID}`, { method: 'POST', payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', ...(message ? { error: message } : {}) });
    expect(provider.calls).toEqual([]);
  });

  it('refuses an add-voice form without a name or a sample, or with fields it does not take, as 400', async () => {
    const cases: [FormData, string][] = [];
    const noName = new FormData();
    noName.append('files', new File([sample(100, 3)], 'a.webm', { type: 'audio/webm' }));
    cases.push([noName, 'name']);
    const noSample = new FormData();
    noSample.append('name', 'Anna');
    cases.push([noSample, 'files']);
    const otherFile = new FormData();
    otherFile.append('name', 'Anna');
    otherFile.append('avatar', new File([sample(100, 3)], 'me.png', { type: 'image/png' }));
    cases.push([otherFile, 'avatar']);
    const otherField = new FormData();
    otherField.append('name', 'Anna');
    otherField.append('labels', '{"accent":"none"}');
    otherField.append('files', new File([sample(100, 3)], 'a.webm', { type: 'audio/webm' }));
    cases.push([otherField, 'form']);
    for (const [form, field] of cases) {
      const response = await addVoice(form);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json(), field).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { [field]: expect.any(String) },
      });
    }
    expect(provider.calls).toEqual([]);
  });

  it('refuses add-voice without multipart as 415', async () => {
    const response = await relay('/v1/voices/add', { method: 'POST', payload: { name: 'Anna' } });
    expect(response.statusCode).toBe(415);
    expect(provider.calls).toEqual([]);
  });

  it('refuses samples over 25 MB with 413, declared or not, and sends nothing', async () => {
    const form = new FormData();
    form.append('name', 'Anna');
    form.append(
      'files',
      new File([new Uint8Array(VOICE_RELAY_MAX_BODY_BYTES + 1)], 'long.webm', { type: 'audio/webm' }),
    );
    const declared = await addVoice(form);
    const encoded = await encodedForm(form);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: VOICE_RELAY_BODY_TOO_LARGE_MESSAGE });

    // Sent in chunks without a Content-Length: counted as it arrives.
    const chunked = await relay('/v1/voices/add', {
      method: 'POST',
      payload: Readable.from(chunksOf(encoded.payload, 1024 * 1024)),
      headers: encoded.headers,
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: VOICE_RELAY_BODY_TOO_LARGE_MESSAGE });
    expect(provider.calls).toEqual([]);
  });

  it('refuses callers who are not signed in, pending or blocked, before anything reaches the provider', async () => {
    const anonymous = await relay('/v1/user/subscription', { token: undefined });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const status of ['PENDING', 'BLOCKED'] as const) {
      const response = await relay('/v1/user/subscription', {
        token: t.tokenFor(await t.createUser({ status })),
      });
      expect(response.statusCode, status).toBe(403);
      expect(response.json()).toMatchObject({ code: `ACCOUNT_${status}` });
    }
    expect(provider.calls).toEqual([]);
  });

  it("counts every call against the learner's engine budget", async () => {
    for (let call = 0; call < CALLS_PER_MINUTE; call++) {
      expect((await relay('/v1/user/subscription')).statusCode).toBe(200);
    }
    const over = await relay('/v1/user/subscription');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(provider.calls).toHaveLength(CALLS_PER_MINUTE);
  });
});

function* chunksOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/** The subscription through the relay, as a new learner with the stand-in's key. */
async function subscriptionAsLearner(t: TestApp) {
  return t.request({
    method: 'GET',
    url: `${voiceCloningRelayPath}/v1/user/subscription`,
    token: t.tokenFor(await t.createUser()),
    headers: { 'xi-api-key': VALID_VOICE_KEY },
  });
}

describe('the voice provider relay without a provider, and turned off', () => {
  it('answers 502 with a clear error when the provider cannot be reached', async () => {
    const t = await createTestApp({ voiceCloning: { providerUrl: await unreachableUrl(), relay: true } });
    try {
      const response = await subscriptionAsLearner(t);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'ENGINE_FAILED',
        error: 'The voice provider could not be reached. Please try again later.',
      });
    } finally {
      await t.close();
    }
  });

  it('is not served with VOICE_CLONING_RELAY=false, and the public config says so', async () => {
    const provider = await startFakeElevenLabs();
    const t = await createTestApp({ voiceCloning: { providerUrl: provider.url, relay: false } });
    try {
      const response = await subscriptionAsLearner(t);
      expect(response.statusCode).toBe(404);
      expect(provider.calls).toEqual([]);
      const config = await t.request({ method: 'GET', url: '/api/public/config' });
      expect(config.json()).toMatchObject({ voiceCloning: { providerUrl: provider.url, relayPath: null } });
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
