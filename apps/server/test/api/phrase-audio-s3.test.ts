import { existsSync } from 'node:fs';
import path from 'node:path';
import { CreatePhraseResponse } from '@tolk/contracts/phrases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../src/audio/mp3-encoder';
import type { UserRow } from '../../src/db/schema/accounts';
import { phrases } from '../../src/db/schema/phrases';
import { type FakeS3Server, s3ConfigFor, startFakeS3Server } from '../support/fakes/fake-s3-server';
import { createTestApp, type TestApp } from '../support/test-app';

const tone = { sampleRate: 22_050, samples: Float32Array.from({ length: 11_025 }, (_, i) => 0.3 * Math.sin(i / 8)) };
const mp3 = await encodeMp3(tone);
const phrase = { text: 'God morgen', translation: 'Доброе утро', sourceLanguage: 'no', targetLanguage: 'ru' };

let fake: FakeS3Server;
let t: TestApp;
let owner: UserRow;
let token: string;
beforeAll(async () => {
  fake = await startFakeS3Server({ maxKeys: 2 });
  t = await createTestApp({ s3: s3ConfigFor(fake) });
  owner = await t.createUser();
  token = t.tokenFor(owner);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('phrase audio in an S3-compatible bucket', () => {
  it('stores a saved phrase’s clip as an object, serves it back and deletes it with the phrase', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/user/phrases',
      payload: { ...phrase, translatedAudioBase64: Buffer.from(mp3).toString('base64') },
      token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, audioUrl } = CreatePhraseResponse.parse(saved.json()).phrase;
    const key = `tolk/phrases/${owner.id}/${id}-translated.mp3`;
    expect(fake.objects.get(key)).toEqual(mp3);
    expect(existsSync(path.join(t.config.dataDir, 'blobs'))).toBe(false);

    const audio = await t.request({ method: 'GET', url: audioUrl ?? '', token });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(new Uint8Array(audio.rawPayload)).toEqual(mp3);

    const deleted = await t.request({ method: 'DELETE', url: `/api/user/phrases/${id}`, token });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(fake.objects.has(key)).toBe(false);
  });

  it('answers a store failure with a plain 500, saving nothing', async () => {
    const broken = await createTestApp({ s3: s3ConfigFor(fake, { secretAccessKey: 'wrong' }) });
    try {
      const user = await broken.createUser();
      const response = await broken.request({
        method: 'POST',
        url: '/api/user/phrases',
        payload: { ...phrase, translatedAudioBase64: Buffer.from(mp3).toString('base64') },
        token: broken.tokenFor(user),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'INTERNAL',
        error: 'Audio storage is not available right now. Please try again later.',
      });
      expect(await broken.db.select().from(phrases).where(eq(phrases.userId, user.id))).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
