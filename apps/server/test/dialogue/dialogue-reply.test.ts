import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DialogueTranslation, dialoguePaths } from '@tolk/contracts/dialogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import {
  type ApertiumServer,
  apertiumAvailable,
  apertiumEngines,
  startApertiumServer,
} from '../support/apertium-server';
import { seedDialogueEntry } from '../support/dialogue-entries';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '../support/fakes/fake-libretranslate-server';
import { countedTranslations, createTestApp, type TestApp } from '../support/test-app';

const UNKNOWN_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

/** The files the speech cache holds: one per text, engine, voice and language spoken. */
function speechCacheFiles(t: TestApp): number {
  const root = path.join(t.config.dataDir, 'blobs', 'speech-cache');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** An MP3 stream starts with an ID3 tag or a frame's sync bits (eleven ones). */
function looksLikeMp3(bytes: Buffer): boolean {
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') return true;
  return bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}

describe('GET /api/dialogue/audio/{id} with the built-in eSpeak NG', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engineCallsPerMinute: 4 });
  });
  afterAll(() => t.close());

  const audio = (id: string, user: Pick<UserRow, 'id'>) =>
    t.request({ method: 'GET', url: dialoguePaths.audio(id), token: t.tokenFor(user) });

  it("speaks the reply of the learner's own entry as MP3, once, then from the cache", async () => {
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, {
      userId: learner.id,
      userMessage: 'Hei!',
      gptResponse: 'Hei! Hvordan har du det i dag?',
    });
    const before = speechCacheFiles(t);
    const first = await audio(entry.id, learner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    expect(looksLikeMp3(first.rawPayload)).toBe(true);
    // A sentence of speech at 16 kHz and more is kilobytes, not a stub.
    expect(first.rawPayload.length).toBeGreaterThan(2_000);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(speechCacheFiles(t)).toBe(before + 1);

    const again = await audio(entry.id, learner);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(speechCacheFiles(t)).toBe(before + 1);
  });

  it("speaks in the entry's language: the same text read as Spanish sounds different", async () => {
    const learner = await t.createUser();
    const text = 'Mañana vamos a la playa.';
    const spanish = await seedDialogueEntry(t.db, { userId: learner.id, languageCode: 'es', gptResponse: text });
    const norwegian = await seedDialogueEntry(t.db, { userId: learner.id, languageCode: 'no', gptResponse: text });
    const [es, no] = [await audio(spanish.id, learner), await audio(norwegian.id, learner)];
    expect([es.statusCode, no.statusCode]).toEqual([200, 200]);
    expect(looksLikeMp3(es.rawPayload)).toBe(true);
    expect(es.rawPayload.equals(no.rawPayload)).toBe(false);
  });

  it("is 404 for another learner's entry and an unknown id, 400 for an id that is not a UUID", async () => {
    const owner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: owner.id });
    const stranger = await t.createUser();
    for (const id of [entry.id, UNKNOWN_ID]) {
      const response = await audio(id, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', error: 'Dialogue entry not found' });
    }
    const invalid = await audio('not-an-id', stranger);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Dialogue entry id must be a UUID' });
  });

  it('counts against the engine budget like any engine call', async () => {
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: learner.id, gptResponse: 'Ja.' });
    for (let call = 0; call < 4; call += 1) expect((await audio(entry.id, learner)).statusCode).toBe(200);
    const limited = await audio(entry.id, learner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('answers 503 naming the pair for a reply no engine can translate, and the setting to administrators', async () => {
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: learner.id });
    const translate = (token: string) =>
      t.request({
        method: 'POST',
        url: dialoguePaths.translation(entry.id),
        token,
        payload: { targetLanguage: 'en' },
      });
    const response = await translate(t.tokenFor(learner));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      error: 'No translation engine serves Norwegian → English.',
    });
    expect(await countedTranslations(t, learner.id)).toEqual([]);
    // An administrator's own entry: the same 503 goes on with what to configure.
    const admin = await t.createUser({ role: 'ADMIN' });
    const own = await seedDialogueEntry(t.db, { userId: admin.id });
    const forAdmin = await t.request({
      method: 'POST',
      url: dialoguePaths.translation(own.id),
      token: t.tokenFor(admin),
      payload: { targetLanguage: 'en' },
    });
    expect(forAdmin.json()).toMatchObject({ error: expect.stringMatching(/Norwegian → English.*APERTIUM_URL/) });
  });

  it('refuses anonymous callers with 401 and PENDING or BLOCKED learners with 403', async () => {
    const pending = await t.createUser({ status: 'PENDING' });
    const blocked = await t.createUser({ status: 'BLOCKED' });
    const requests = (id: string) => [
      { method: 'GET' as const, url: dialoguePaths.audio(id) },
      { method: 'POST' as const, url: dialoguePaths.translation(id), payload: { targetLanguage: 'en' } },
      {
        method: 'POST' as const,
        url: dialoguePaths.feedback('6f1c1c52-5d2b-4a4b-9a0e-2f64b1a0c001'),
        payload: { interfaceLanguage: 'en' },
      },
    ];
    for (const user of [pending, blocked]) {
      const entry = await seedDialogueEntry(t.db, {
        userId: user.id,
        conversationId: '6f1c1c52-5d2b-4a4b-9a0e-2f64b1a0c001',
      });
      for (const request of requests(entry.id)) {
        const anonymous = await t.request(request);
        expect(anonymous.statusCode, request.url).toBe(401);
        const response = await t.request({ ...request, token: t.tokenFor(user) });
        expect(response.statusCode, request.url).toBe(403);
        expect(response.json()).toMatchObject({ code: user === pending ? 'ACCOUNT_PENDING' : 'ACCOUNT_BLOCKED' });
      }
    }
  });
});

describe('POST /api/dialogue/entries/{id}/translation through a LibreTranslate stand-in', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({});
    t = await createTestApp({
      engines: { translation: { order: ['libretranslate'], libretranslate: { url: libre.url } }, timeoutMs: 5000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  const translate = (id: string, user: Pick<UserRow, 'id'>, payload: unknown) =>
    t.request({
      method: 'POST',
      url: dialoguePaths.translation(id),
      token: t.tokenFor(user),
      payload: payload as object,
    });

  it("translates the reply from the entry's language and counts it as a text translation", async () => {
    libre.phrasebook.set('nb>en:Hvor vil du reise i sommer?', 'Where do you want to travel this summer?');
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, {
      userId: learner.id,
      userMessage: 'Jeg liker å reise.',
      gptResponse: 'Hvor vil du reise i sommer?',
    });
    const response = await translate(entry.id, learner, { targetLanguage: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(DialogueTranslation.parse(response.json())).toEqual({
      translation: 'Where do you want to travel this summer?',
      engine: 'libretranslate',
    });
    const sent = libre.requests
      .filter((request) => request.path === '/translate')
      .map((request) => JSON.parse(request.body));
    // The reply is what is translated, never the learner's message.
    expect(sent).toEqual([expect.objectContaining({ q: 'Hvor vil du reise i sommer?', source: 'nb', target: 'en' })]);
    expect(await countedTranslations(t, learner.id)).toMatchObject([
      { sourceLanguage: 'no', targetLanguage: 'en', kind: 'text', count: 1 },
    ]);
  });

  it("refuses the entry's own language, unknown languages and a missing target with 400", async () => {
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: learner.id, languageCode: 'sv', gptResponse: 'Hej!' });
    const before = libre.requests.length;
    for (const [payload, message] of [
      [{ targetLanguage: 'sv' }, 'Target language must differ from the dialogue language'],
      [{ targetLanguage: 'xx' }, 'Language not supported'],
      [{}, 'Language not supported'],
    ] as const) {
      const response = await translate(entry.id, learner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { targetLanguage: message } });
    }
    expect(libre.requests.length).toBe(before);
  });

  it("is 404 for another learner's entry, whatever the target", async () => {
    const owner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: owner.id });
    const stranger = await t.createUser();
    for (const targetLanguage of ['en', 'no']) {
      const response = await translate(entry.id, stranger, { targetLanguage });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', error: 'Dialogue entry not found' });
    }
  });

  it('answers the translation capability’s 503 for a pair no engine serves', async () => {
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: learner.id, languageCode: 'ja', gptResponse: 'こんにちは' });
    const response = await translate(entry.id, learner, { targetLanguage: 'ko' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      error: expect.stringMatching(/Japanese → Korean/),
    });
  });
});

describe.skipIf(!apertiumAvailable())('POST /api/dialogue/entries/{id}/translation with a real Apertium', () => {
  let t: TestApp;
  let apertium: ApertiumServer;
  beforeAll(async () => {
    apertium = await startApertiumServer();
    t = await createTestApp(apertiumEngines(apertium));
  });
  afterAll(async () => {
    await t.close();
    await apertium.stop();
  });

  it('translates a Norwegian reply into Swedish and Danish', async () => {
    const learner = await t.createUser();
    const entry = await seedDialogueEntry(t.db, { userId: learner.id, gptResponse: 'Jeg har mange bøker.' });
    const token = t.tokenFor(learner);
    const url = dialoguePaths.translation(entry.id);
    const sv = await t.request({ method: 'POST', url, token, payload: { targetLanguage: 'sv' } });
    expect(sv.statusCode, sv.body).toBe(200);
    expect(sv.json()).toEqual({ translation: expect.stringMatching(/många böcker/), engine: 'apertium' });
    const da = await t.request({ method: 'POST', url, token, payload: { targetLanguage: 'da' } });
    expect(da.json()).toMatchObject({ translation: expect.stringMatching(/mange bøger/) });
  });
});
