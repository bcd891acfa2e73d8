import path from 'node:path';
import { CLIENT_ID_MAX_LENGTH, PHRASE_AUDIO_MAX_BYTES } from '@tolk/contracts/limits';
import { CreatePhraseResponse, PhrasesResponse } from '@tolk/contracts/phrases';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../src/audio/mp3-encoder';
import { encodeWav } from '../../src/audio/wav';
import type { UserRow } from '../../src/db/schema/accounts';
import { type PhraseRow, phrases } from '../../src/db/schema/phrases';
import { createFileBlobStore } from '../../src/storage/file-blob-store';
import { createTestApp, type TestApp } from '../support/test-app';

/** A second of a 440 Hz tone: real audio for every format we encode ourselves. */
const tone = { sampleRate: 22_050, samples: Float32Array.from({ length: 22_050 }, (_, i) => 0.3 * Math.sin(i / 8)) };
const mp3 = await encodeMp3(tone);
const wav = encodeWav(tone);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

let t: TestApp;
let owner: UserRow;
let stranger: UserRow;
let ownerToken: string;
let strangerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  stranger = await t.createUser();
  ownerToken = t.tokenFor(owner);
  strangerToken = t.tokenFor(stranger);
});
afterAll(() => t.close());

const blobs = () => createFileBlobStore(path.join(t.config.dataDir, 'blobs'));
const base = { text: 'God morgen', translation: 'Доброе утро', sourceLanguage: 'no', targetLanguage: 'ru' };
const save = (payload: object, token = ownerToken) =>
  t.request({ method: 'POST', url: '/api/user/phrases', payload, token });
const rowsOf = (user: UserRow): Promise<PhraseRow[]> => t.db.select().from(phrases).where(eq(phrases.userId, user.id));

async function saved(payload: object, token = ownerToken) {
  const response = await save(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return CreatePhraseResponse.parse(response.json()).phrase;
}

describe('POST /api/user/phrases', () => {
  it('saves a phrase with both clips and serves each with its own type', async () => {
    const phrase = await saved({
      ...base,
      originalAudioBlob: `data:audio/wav;base64,${b64(wav)}`,
      translatedAudioBase64: b64(mp3),
    });
    expect(phrase).toMatchObject({
      originalText: 'God morgen',
      translatedText: 'Доброе утро',
      sourceLanguage: 'no',
      targetLanguage: 'ru',
      audioUrl: `/api/user/phrases/${phrase.id}/audio?kind=translated`,
      originalAudioUrl: `/api/user/phrases/${phrase.id}/audio?kind=original`,
      notes: null,
      practiceCount: 0,
      isFavorite: false,
    });
    const translated = await t.request({ method: 'GET', url: phrase.audioUrl ?? '', token: ownerToken });
    expect(translated.statusCode).toBe(200);
    expect(translated.headers['content-type']).toBe('audio/mpeg');
    expect(new Uint8Array(translated.rawPayload)).toEqual(mp3);
    const original = await t.request({ method: 'GET', url: phrase.originalAudioUrl ?? '', token: ownerToken });
    expect(original.headers['content-type']).toBe('audio/wav');
    expect(new Uint8Array(original.rawPayload)).toEqual(wav);
    // Without a kind, the translated clip.
    const fallback = await t.request({ method: 'GET', url: `/api/user/phrases/${phrase.id}/audio`, token: ownerToken });
    expect(new Uint8Array(fallback.rawPayload)).toEqual(mp3);
    expect(await blobs().get(`phrases/${owner.id}/${phrase.id}-translated.mp3`)).toEqual(mp3);
  });

  it('saves a phrase from text translation: empty original audio, no translated audio', async () => {
    const phrase = await saved({ ...base, text: '  Hei  ', originalAudioBlob: '' });
    expect(phrase).toMatchObject({ originalText: 'Hei', audioUrl: null, originalAudioUrl: null });
    for (const kind of ['translated', 'original']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/user/phrases/${phrase.id}/audio?kind=${kind}`,
        token: ownerToken,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: `This phrase has no ${kind} audio` });
    }
  });

  it.each([
    ['WebM (voice cloning)', [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')], 'audio/webm'],
    ['Ogg', [...Buffer.from('OggS'), 0, 2, ...new Array(22).fill(0)], 'audio/ogg'],
    ['MP4', [0, 0, 0, 0x20, ...Buffer.from('ftypM4A '), 0, 0, 0, 0], 'audio/mp4'],
    ['MP3 with an ID3 tag', [...Buffer.from('ID3'), 4, 0, 0, 0, 0, 0, 0, ...mp3.subarray(0, 64)], 'audio/mpeg'],
  ])('accepts %s audio as a data URL', async (_name, bytes, type) => {
    const clip = Uint8Array.from(bytes as number[]);
    const phrase = await saved({ ...base, originalAudioBlob: `data:audio/webm;codecs=opus;base64,${b64(clip)}` });
    const response = await t.request({ method: 'GET', url: phrase.originalAudioUrl ?? '', token: ownerToken });
    expect(response.headers['content-type']).toBe(type);
    expect(new Uint8Array(response.rawPayload)).toEqual(clip);
  });

  it('accepts clips far beyond the app-wide 1 MB body limit', async () => {
    // Back-to-back MP3 streams are still one valid MP3: about three minutes of the tone.
    const long = new Uint8Array(Buffer.concat(new Array(180).fill(mp3)));
    expect(long.length).toBeGreaterThan(1024 * 1024);
    const phrase = await saved({ ...base, translatedAudioBase64: b64(long) });
    const response = await t.request({ method: 'GET', url: phrase.audioUrl ?? '', token: ownerToken });
    expect(response.rawPayload.length).toBe(long.length);
  });

  const floatWav = Uint8Array.from(wav);
  new DataView(floatWav.buffer).setUint16(20, 3, true);
  const oversized = new Uint8Array(PHRASE_AUDIO_MAX_BYTES + 512 * 1024);
  oversized.set(mp3.subarray(0, 4));

  const FORMATS = 'Send MP3, WAV (16-bit PCM), WebM, Ogg or MP4 (M4A) audio.';
  it.each([
    ['Text is required', 400, 'text', { ...base, text: undefined }],
    ['Text is required', 400, 'text', { ...base, text: '   ' }],
    ['Translation is required', 400, 'translation', { ...base, translation: '' }],
    ['Text must be at most 5000 characters', 400, 'text', { ...base, text: 'x'.repeat(5001) }],
    ['Source and target languages must differ', 400, 'targetLanguage', { ...base, targetLanguage: 'no' }],
    ['Language not supported', 400, 'sourceLanguage', { ...base, sourceLanguage: 'xx' }],
    ['Language not supported', 400, 'targetLanguage', { ...base, targetLanguage: undefined }],
    [
      'Translated audio is not valid base64.',
      400,
      'translatedAudioBase64',
      { ...base, translatedAudioBase64: 'not base64!' },
    ],
    [
      'Original audio must be base64-encoded.',
      400,
      'originalAudioBlob',
      { ...base, originalAudioBlob: 'data:audio/webm,abc' },
    ],
    [
      'Translated audio is too large (10.5 MB); the limit is 10.0 MB.',
      413,
      'translatedAudioBase64',
      { ...base, translatedAudioBase64: b64(oversized) },
    ],
    [
      `Translated audio is in an unsupported format. ${FORMATS}`,
      415,
      'translatedAudioBase64',
      { ...base, translatedAudioBase64: b64(Buffer.from('just some text, not audio')) },
    ],
    [
      `Original audio is in an unsupported format (FLAC). ${FORMATS}`,
      415,
      'originalAudioBlob',
      { ...base, originalAudioBlob: b64(Buffer.from('fLaC\0\0\0\x22 and more')) },
    ],
    [
      `Original audio: Floating-point WAV is not supported. ${FORMATS}`,
      415,
      'originalAudioBlob',
      { ...base, originalAudioBlob: b64(floatWav) },
    ],
    [
      'Original audio: The WAV file is truncated: it ends before its data chunk.',
      400,
      'originalAudioBlob',
      { ...base, originalAudioBlob: b64(wav.subarray(0, 40)) },
    ],
  ])('refuses with "%s" (%i on %s)', async (message, status, field, payload) => {
    const before = await rowsOf(owner);
    const response = await save(payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { error: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors[field]).toBe(message);
    expect(await rowsOf(owner)).toEqual(before);
  });

  it('refuses a body beyond two clips at the limit before parsing it', async () => {
    const clip = b64(oversized);
    const response = await save({ ...base, originalAudioBlob: clip, translatedAudioBase64: clip });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: 'Request body is too large' });
  });
});

describe('POST /api/user/phrases with a clientId (sync from a device)', () => {
  const withClientId = (clientId: string) => ({
    ...base,
    text: `Synk ${clientId}`,
    translatedAudioBase64: b64(mp3),
    clientId,
  });
  const rowsWith = (user: UserRow, clientId: string) =>
    t.db
      .select()
      .from(phrases)
      .where(and(eq(phrases.userId, user.id), eq(phrases.clientId, clientId)));

  it('saves a phrase once however often the same device id is sent, and answers the first copy', async () => {
    const first = await saved(withClientId('local-1'));
    const again = await saved(withClientId('local-1'));
    expect(again).toEqual(first);
    expect(await rowsWith(owner, 'local-1')).toHaveLength(1);
    const listed = PhrasesResponse.parse(
      (await t.request({ method: 'GET', url: '/api/user/phrases', token: ownerToken })).json(),
    );
    expect(listed.phrases.filter((phrase) => phrase.id === first.id)).toHaveLength(1);
  });

  it('keeps one phrase when the same device id arrives twice at the same moment', async () => {
    const [a, b] = await Promise.all([save(withClientId('local-race')), save(withClientId('local-race'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((response) => CreatePhraseResponse.parse(response.json()).phrase.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await rowsWith(owner, 'local-race')).toHaveLength(1);
    // Only the kept phrase's clip is in the store: the losing request's clip was removed.
    const stored = await blobs().get(`phrases/${owner.id}/${ids[0]}-translated.mp3`);
    expect(stored).toEqual(mp3);
  });

  it('treats the same device id of another user as a different phrase, and no id as always new', async () => {
    const mine = await saved(withClientId('shared-id'));
    const theirs = await saved(withClientId('shared-id'), t.tokenFor(await t.createUser()));
    expect(theirs.id).not.toBe(mine.id);
    const before = (await rowsOf(owner)).length;
    await saved(base);
    await saved(base);
    expect((await rowsOf(owner)).length).toBe(before + 2);
  });

  it('refuses an empty or too long device id', async () => {
    for (const clientId of ['', ' ', 'x'.repeat(CLIENT_ID_MAX_LENGTH + 1)]) {
      const response = await save({ ...base, clientId });
      expect(response.statusCode, clientId).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/user/phrases', () => {
  it('lists only the caller’s phrases, newest first', async () => {
    const a = await saved({ ...base, text: 'A' }, strangerToken);
    const b = await saved({ ...base, text: 'B' }, strangerToken);
    const response = await t.request({ method: 'GET', url: '/api/user/phrases', token: strangerToken });
    expect(response.statusCode).toBe(200);
    const body = PhrasesResponse.parse(response.json());
    expect(body.phrases.map((phrase) => phrase.id)).toEqual([b.id, a.id]);
    // Each listed phrase is exactly what saving it answered: every field, the time to the millisecond.
    expect(body.phrases).toEqual([b, a]);

    const mine = PhrasesResponse.parse(
      (await t.request({ method: 'GET', url: '/api/user/phrases', token: ownerToken })).json(),
    );
    expect(mine.phrases.length).toBeGreaterThan(0);
    expect(mine.phrases.map((phrase) => phrase.id)).not.toContain(a.id);
    const dates = mine.phrases.map((phrase) => Date.parse(phrase.createdAt));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
  });
});

describe('another user’s phrase', () => {
  it('cannot be fetched or deleted: 404, and nothing changes', async () => {
    const phrase = await saved({ ...base, translatedAudioBase64: b64(mp3) });
    const before = await rowsOf(owner);
    for (const request of [
      { method: 'GET' as const, url: phrase.audioUrl ?? '' },
      { method: 'DELETE' as const, url: `/api/user/phrases/${phrase.id}` },
    ]) {
      const response = await t.request({ ...request, token: strangerToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Phrase not found' });
    }
    expect(await rowsOf(owner)).toEqual(before);
    expect(await blobs().get(`phrases/${owner.id}/${phrase.id}-translated.mp3`)).toEqual(mp3);
  });
});

describe('DELETE /api/user/phrases/:id', () => {
  it('removes the row and both clips', async () => {
    const phrase = await saved({ ...base, originalAudioBlob: b64(wav), translatedAudioBase64: b64(mp3) });
    const keys = [`phrases/${owner.id}/${phrase.id}-original.wav`, `phrases/${owner.id}/${phrase.id}-translated.mp3`];
    for (const key of keys) expect(await blobs().get(key)).toBeDefined();

    const response = await t.request({ method: 'DELETE', url: `/api/user/phrases/${phrase.id}`, token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await t.db.select().from(phrases).where(eq(phrases.id, phrase.id))).toEqual([]);
    for (const key of keys) expect(await blobs().get(key)).toBeUndefined();

    const again = await t.request({ method: 'DELETE', url: `/api/user/phrases/${phrase.id}`, token: ownerToken });
    expect(again.statusCode).toBe(404);
    const audio = await t.request({ method: 'GET', url: phrase.audioUrl ?? '', token: ownerToken });
    expect(audio.statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.request({
      method: 'DELETE',
      url: '/api/user/phrases/00000000-0000-4000-8000-000000000000',
      token: ownerToken,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.request({ method: 'DELETE', url: '/api/user/phrases/42', token: ownerToken });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fieldErrors: { id: 'Phrase id must be a UUID' } });
  });
});

describe('deleting a user', () => {
  it('removes their phrases and their audio files', async () => {
    const learner = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    const phrase = await saved({ ...base, translatedAudioBase64: b64(mp3) }, t.tokenFor(learner));
    const key = `phrases/${learner.id}/${phrase.id}-translated.mp3`;
    expect(await blobs().get(key)).toBeDefined();

    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${learner.id}`,
      token: t.tokenFor(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(learner)).toEqual([]);
    expect(await blobs().get(key)).toBeUndefined();
  });
});
