import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/audio/wav';
import type { UserRow } from '../../src/db/schema/accounts';
import { EspeakSynthesizer } from '../../src/engines/speech-synthesis/espeak-synthesizer';
import { chatBody, PARTNER_MODEL, type PartnerModel, sentToModel, startPartnerModel } from '../support/dialogue';
import { seedDialogueEntries } from '../support/dialogue-entries';
import { seedNorwegian } from '../support/dictionary-lexicon';
import { type FakeTranscriptionServer, startFakeTranscriptionServer } from '../support/fakes/fake-transcription-server';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../support/test-app';
import { SPEC_CALL_LIST, type SpecCall, type SpecFieldType, type SpecMethod, specCallName } from './spec-call-list';

/**
 * A client written from the product spec's call list alone (spec-call-list.ts): every call made
 * with only the fields the list names, every answer read as that client reads it: the body a list
 * or an object as the list says, each field it reads present with the type it expects. A call
 * that answers an object where the list says a list, or a pronunciation that is not text, fails here.
 */

/** How one call is made: its path parameters and the values of the fields the list names. */
interface SpecRequest {
  params?: Record<string, string>;
  json?: Record<string, unknown>;
  multipart?: Record<string, string | Blob>;
  query?: Record<string, string>;
  /** Who calls: the learner unless named (the admin's calls are the admin's). */
  as?: 'learner' | 'admin';
}

let t: TestApp;
let model: PartnerModel;
let transcriber: FakeTranscriptionServer;
let learner: UserRow;
let admin: UserRow;
let speech: Blob;

beforeAll(async () => {
  [model, transcriber] = await Promise.all([
    startPartnerModel(),
    startFakeTranscriptionServer({ models: ['whisper-1'] }),
  ]);
  t = await createTestApp({
    engines: {
      chat: { openai: { baseUrl: model.fake.baseUrl, model: PARTNER_MODEL } },
      translation: { order: ['openai'], openai: { baseUrl: model.fake.baseUrl, model: PARTNER_MODEL } },
      speechRecognition: { openai: { baseUrl: transcriber.baseUrl, model: 'whisper-1' } },
      timeoutMs: 10_000,
    },
  });
  [learner, admin] = await Promise.all([t.createUser(), t.createUser({ role: 'ADMIN' })]);
  await seedNorwegian(t.db, ['hus', 'bok']);
  await seedDialogueEntries(t.db, [{ userId: learner.id, languageCode: 'no' }]);
  const audio = await new EspeakSynthesizer().synthesize({
    text: 'hus',
    language: 'no',
    signal: AbortSignal.timeout(20_000),
  });
  speech = new Blob([encodeWav(audio)], { type: 'audio/wav' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([model?.fake.close(), transcriber?.close()]);
});

const tokenOf = (who: 'learner' | 'admin' = 'learner') => t.tokenFor(who === 'admin' ? admin : learner);

/** A call of Tolk's own API to prepare one (an id to delete, a clip to upload); expected to succeed. */
async function prepare(method: 'GET' | 'POST', url: string, payload?: object): Promise<Record<string, unknown>> {
  const response = await t.request({ method, url, token: tokenOf(), payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as Record<string, unknown>;
}

const phraseId = async () =>
  (
    (await prepare('POST', '/api/user/phrases', {
      text: 'God morgen',
      translation: 'Доброе утро',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
      originalAudioBlob: '',
      translatedAudioBase64: '',
    })) as { phrase: { id: string } }
  ).phrase.id;

const spokenClip = async () =>
  ((await prepare('POST', '/api/text-to-speech', { text: 'Hei', languageCode: 'no' })) as { audioBase64: string })
    .audioBase64;

const syncedTrackId = async () =>
  (
    (await prepare('POST', '/api/user/audio-tracks', { name: 'Тренажёр', audioBase64List: [await spokenClip()] })) as {
      track: { id: string };
    }
  ).track.id;

const studyWordId = async (word: string) =>
  ((await prepare('GET', `/api/unified-dictionary/entry/${word}?language=no`)) as { id: string }).id;

/** How to make each call of the list, with only the fields it names. */
const requests: Record<string, () => Promise<SpecRequest>> = {
  'POST /api/auth/login': async () => ({ json: { email: learner.email, password: DEFAULT_PASSWORD } }),
  'POST /api/auth/register': async () => ({
    json: { email: `new-${randomUUID()}@example.test`, password: 'a long enough password', name: 'Ny Bruker' },
  }),
  'POST /api/text-translate': async () => ({ json: { text: 'Good morning', direction: 'en-no' } }),
  'POST /api/speech-translate': async () => ({ multipart: { audio: speech, direction: 'no-ru' } }),
  'POST /api/text-to-speech': async () => ({ json: { text: 'Hei', languageCode: 'no' } }),
  'POST /api/audio/transcribe': async () => ({ multipart: { audio: speech, languageCode: 'no' } }),
  'GET /api/user/phrases': async () => ({}),
  'POST /api/user/phrases': async () => ({
    json: {
      text: 'Takk',
      translation: 'Спасибо',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
      originalAudioBlob: '',
      translatedAudioBase64: await spokenClip(),
    },
  }),
  'DELETE /api/user/phrases/{id}': async () => ({ params: { id: await phraseId() } }),
  'GET /api/user/audio-tracks': async () => ({}),
  'POST /api/user/audio-tracks (from phrases)': async () => ({
    json: { phraseIds: [await phraseId()], name: `Audio Track ${new Date().toLocaleString()}` },
  }),
  'POST /api/user/audio-tracks (sync upload)': async () => ({
    json: { name: 'Тренажёр', audioBase64List: [await spokenClip()] },
  }),
  'DELETE /api/user/audio-tracks/{id}': async () => ({ params: { id: await syncedTrackId() } }),
  'GET /api/user/audio-tracks/{id}/audio': async () => ({ params: { id: await syncedTrackId() } }),
  'GET /api/user/stats': async () => ({}),
  'POST /api/user/stats/sync': async () => ({}),
  'POST /api/user/stats/practice-time': async () => ({ json: { minutes: 1 } }),
  'POST /api/user/stats/learning-streak': async () => ({ json: { streak: 3 } }),
  'GET /api/dialogue/stats/{languageCode}': async () => ({ params: { languageCode: 'no' } }),
  'GET /api/dialogue/topics': async () => ({}),
  'GET /api/dialogue/history/{languageCode}': async () => ({ params: { languageCode: 'no' } }),
  'POST /api/dialogue/chat': async () => ({
    json: { message: 'Hei! Jeg heter Kari.', languageCode: 'no', level: 'A1', topic: 'Travel', userAudioUrl: null },
  }),
  'GET /api/unified-dictionary/entry/{word}': async () => ({
    params: { word: 'hus' },
    query: { language: 'no', interfaceLanguage: 'en' },
  }),
  'GET /api/unified-dictionary/check-studying/{word}': async () => ({
    params: { word: 'hus' },
    query: { language: 'no' },
  }),
  'GET /api/unified-dictionary/user-words': async () => {
    await studyWordId('hus');
    return {};
  },
  'GET /api/unified-dictionary/words-due-for-review': async () => ({}),
  'GET /api/unified-dictionary/study-statistics': async () => {
    await studyWordId('hus');
    return {};
  },
  'GET /api/unified-dictionary/practice-words': async () => ({
    query: { limit: '10', sourceLanguage: 'no', targetLanguage: 'en' },
  }),
  'POST /api/unified-dictionary/practice-result/{id}': async () => ({
    params: { id: await studyWordId('bok') },
    query: { isCorrect: 'true' },
  }),
  'GET /api/unified-dictionary/audio/{id}': async () => ({
    params: { id: await studyWordId('hus') },
    query: { language: 'no' },
  }),
  'POST /api/unified-dictionary/speech-review/{id}': async () => ({
    params: { id: await studyWordId('hus') },
    multipart: { audio: speech, expectedLanguage: 'no' },
  }),
  'GET /api/admin/users': async () => ({ as: 'admin' }),
  'PATCH /api/admin/users/{id}/status': async () => ({
    as: 'admin',
    params: { id: (await t.createUser({ status: 'PENDING' })).id },
    json: { status: 'ACTIVE' },
  }),
  'PATCH /api/admin/users/{id}/role': async () => ({
    as: 'admin',
    params: { id: (await t.createUser()).id },
    json: { role: 'ADMIN' },
  }),
  'DELETE /api/admin/users/{id}': async () => ({ as: 'admin', params: { id: (await t.createUser()).id } }),
  'GET /api/public/health-simple': async () => ({}),
  'GET /api/test/test-jwt-simple': async () => ({ as: 'admin' }),
  'GET /api/test/admin': async () => ({ as: 'admin' }),
  'GET /api/test/rate-limit-status': async () => ({ as: 'admin' }),
};

/** A value's type as a client's code sees it. */
function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'text';
  return typeof value;
}

function expectFields(value: unknown, fields: Readonly<Record<string, SpecFieldType>>, where: string): void {
  expect(typeOf(value), `${where}: an object`).toBe('object');
  const record = value as Record<string, unknown>;
  for (const [field, type] of Object.entries(fields)) {
    const nullable = type.endsWith('?');
    const expected = type.replace('?', '');
    const actual = typeOf(record[field]);
    const allowed = nullable ? [expected, 'null'] : [expected];
    expect(allowed, `${where}.${field} is ${actual} (${JSON.stringify(record[field])?.slice(0, 80)})`).toContain(
      actual,
    );
  }
}

/** Sends the call as the list's client would: only the list's fields, the token when it sends one. */
async function makeCall(call: SpecCall, request: SpecRequest) {
  const [method, pathTemplate] = call.call.split(' ') as [SpecMethod, string];
  for (const kind of ['json', 'multipart', 'query'] as const) {
    for (const key of Object.keys(request[kind] ?? {})) {
      expect(call.sends?.[kind] ?? [], `${specCallName(call)} sends ${kind} field ${key}: not in the list`).toContain(
        key,
      );
    }
  }
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const url = request.query ? `${path}?${new URLSearchParams(request.query)}` : path;
  const token = call.bearer ? tokenOf(request.as) : undefined;
  if (request.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(request.multipart)) {
      if (value instanceof Blob) form.set(key, value, 'recording.wav');
      else form.set(key, value);
    }
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    return t.request({
      method,
      url,
      token,
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  return t.request({ method, url, token, payload: request.json });
}

describe('the spec’s call list, made by a client written from it alone', () => {
  it('has a way to make every call of the list', () => {
    expect(Object.keys(requests).sort()).toEqual(SPEC_CALL_LIST.map(specCallName).sort());
  });

  it('is the list docs/product.md gives, call for call', () => {
    const product = readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
    const section = product.split('\n## The calls a client makes\n')[1]?.split('\n## ')[0] ?? '';
    const documented = [...section.matchAll(/^- `((?:GET|POST|PATCH|DELETE) \/api\/[^`?]*)/gm)].map(
      (match) => match[1],
    );
    expect([...new Set(documented)].sort()).toEqual([...new Set(SPEC_CALL_LIST.map((call) => call.call))].sort());
  });

  for (const call of SPEC_CALL_LIST) {
    it(`${specCallName(call)} answers what the list says it reads`, async () => {
      const make = requests[specCallName(call)];
      if (!make) throw new Error(`no request for ${specCallName(call)}`);
      const response = await makeCall(call, await make());
      expect(response.statusCode, `${specCallName(call)}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
      const { answers } = call;
      if (answers === 'any') return;
      if (answers === 'audio') {
        expect(String(response.headers['content-type'])).toMatch(/^audio\//);
        expect(response.rawPayload.length).toBeGreaterThan(0);
        return;
      }
      const body = response.json();
      if ('object' in answers) {
        expectFields(body, answers.object, specCallName(call));
        return;
      }
      expect(typeOf(body), `${specCallName(call)} answers a list`).toBe('list');
      const items = body as unknown[];
      expect(items.length, `${specCallName(call)}: the list has items to check`).toBeGreaterThan(0);
      for (const [index, item] of items.entries()) {
        if (answers.listOf === 'text') expect(typeOf(item)).toBe('text');
        else expectFields(item, answers.listOf, `${specCallName(call)}[${index}]`);
      }
    });
  }

  it('continues the conversation when the list’s chat body is sent twice: the partner sees the first turn', async () => {
    const token = t.tokenFor(await t.createUser());
    // The list's body: message, languageCode, level, topic, userAudioUrl (null); no conversation id.
    const documented = chatBody({ message: 'Jeg heter Kari.' });
    const first = await t.request({ method: 'POST', url: '/api/dialogue/chat', token, payload: documented });
    expect(first.statusCode, first.body).toBe(200);
    model.fake.requests.length = 0;
    const second = await t.request({
      method: 'POST',
      url: '/api/dialogue/chat',
      token,
      payload: { ...documented, message: 'Hva heter jeg?' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const [reply] = sentToModel(model.fake).replies;
    expect(reply?.messages.map((message) => message.content)).toContain('Jeg heter Kari.');
  });
});
