import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CreatePhraseResponse } from '@tolk/contracts/phrases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../src/audio/mp3-encoder';
import type { UserRow } from '../../src/db/schema/accounts';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { phrases } from '../../src/db/schema/phrases';
import { storedAudioBytes } from '../../src/domain/blobs/storage-quota';
import { userAudioTrackFolder, userPhraseFolder } from '../../src/storage/blob-keys';
import { audioTrackClient, base64 } from '../support/audio-tracks';
import { createTestApp, type TestApp } from '../support/test-app';

/** A second of a 440 Hz tone as MP3: a phrase's translated clip. */
const clip = await encodeMp3({
  sampleRate: 22_050,
  samples: Float32Array.from({ length: 22_050 }, (_, i) => 0.3 * Math.sin(i / 8)),
});
/** Room for two phrases with one clip each, not three. */
const QUOTA_BYTES = Math.floor(2.5 * clip.length);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storageQuotaBytes: QUOTA_BYTES });
});
afterAll(() => t.close());

const phrase = { text: 'God morgen', translation: 'Good morning', sourceLanguage: 'no', targetLanguage: 'en' };
const save = (user: UserRow, payload: object = { ...phrase, translatedAudioBase64: base64(clip) }) =>
  t.request({ method: 'POST', url: '/api/user/phrases', payload, token: t.tokenFor(user) });
const filesIn = (folder: string) => {
  const directory = path.join(t.config.dataDir, 'blobs', folder);
  return existsSync(directory) ? readdirSync(directory) : [];
};

function expectQuotaRefusal(response: Awaited<ReturnType<typeof save>>) {
  expect(response.statusCode, response.body).toBe(413);
  expect(response.json()).toEqual({
    code: 'STORAGE_QUOTA_EXCEEDED',
    error: expect.stringMatching(
      /^Your audio storage is full: [\d.]+ of [\d.]+ MB used\. Delete phrases or audio tracks/,
    ),
  });
}

describe('the storage quota', () => {
  it('refuses a phrase whose clips do not fit, keeping nothing of it, and takes one again once room is made', async () => {
    const user = await t.createUser();
    const first = await save(user);
    expect(first.statusCode, first.body).toBe(200);
    expect((await save(user)).statusCode).toBe(200);
    expectQuotaRefusal(await save(user));
    expect(await t.db.select().from(phrases).where(eq(phrases.userId, user.id))).toHaveLength(2);
    expect(filesIn(userPhraseFolder(user.id))).toHaveLength(2);
    expect(await storedAudioBytes(t.db, user.id)).toBe(2 * clip.length);

    // A phrase without audio takes no room; another learner's storage is their own.
    expect((await save(user, { ...phrase, originalAudioBlob: '' })).statusCode).toBe(200);
    expect((await save(await t.createUser())).statusCode).toBe(200);

    const { phrase: saved } = CreatePhraseResponse.parse(first.json());
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/user/phrases/${saved.id}`,
      token: t.tokenFor(user),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await save(user)).statusCode).toBe(200);
  });

  it('lets only what fits through when saves arrive at once', async () => {
    const user = await t.createUser();
    const responses = await Promise.all(Array.from({ length: 5 }, () => save(user)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 413, 413, 413]);
    expect(await storedAudioBytes(t.db, user.id)).toBe(2 * clip.length);
    expect(filesIn(userPhraseFolder(user.id))).toHaveLength(2);
  });

  it('counts audio tracks, and fails a track that does not fit without keeping its file', async () => {
    const user = await t.createUser();
    const tracks = audioTrackClient(t, t.tokenFor(user));
    // Two clips and their pauses encode to more than the quota: known once rendered, so the track fails.
    const tooLong = await tracks.createdTrack({ name: 'Too long', audioBase64List: [base64(clip), base64(clip)] });
    expect(tooLong).toMatchObject({ status: 'failed', fileSize: 0, failure: { code: 'STORAGE_QUOTA_EXCEEDED' } });
    expectQuotaRefusal(await t.request({ method: 'GET', url: tooLong.audioUrl, token: t.tokenFor(user) }));
    expect(filesIn(userAudioTrackFolder(user.id))).toEqual([]);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/user/audio-tracks/${tooLong.id}`,
      token: t.tokenFor(user),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(audioTracks).where(eq(audioTracks.userId, user.id))).toEqual([]);

    const track = await tracks.createdTrack({ name: 'One clip', audioBase64List: [base64(clip)] });
    expect(await storedAudioBytes(t.db, user.id)).toBe(track.fileSize);
    expect(track.fileSize + clip.length).toBeGreaterThan(QUOTA_BYTES);
    expectQuotaRefusal(await save(user));
  });
});
