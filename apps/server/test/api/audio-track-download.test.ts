import path from 'node:path';
import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { createFileBlobStore } from '../../src/storage/file-blob-store';
import { audioTrackClient } from '../support/audio-tracks';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: UserRow;
let token: string;
let track: AudioTrack;
let file: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  token = t.tokenFor(owner);
  const client = audioTrackClient(t, token);
  const phrase = await client.savePhrase({
    text: 'Hei',
    translation: 'Hallo',
    sourceLanguage: 'no',
    targetLanguage: 'de',
  });
  track = await client.createdTrack({ name: 'Café Тренажёр', phraseIds: [phrase.id] });
  file = new Uint8Array((await t.request({ method: 'GET', url: track.audioUrl, token })).rawPayload);
});
afterAll(() => t.close());

const blobs = () => createFileBlobStore(path.join(t.config.dataDir, 'blobs'));
const fetchAudio = (range?: string, bearer = token) =>
  t.request({ method: 'GET', url: track.audioUrl, token: bearer, headers: range ? { range } : {} });
const playCount = async () =>
  (await t.db.select({ playCount: audioTracks.playCount }).from(audioTracks).where(eq(audioTracks.id, track.id)))[0]
    ?.playCount;

describe('GET /api/user/audio-tracks/:id/audio', () => {
  it('serves the whole MP3 as a download with its name, and says ranges are accepted', async () => {
    const response = await fetchAudio();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(track.fileSize));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Cafe.mp3"; filename*=UTF-8''${encodeURIComponent('Café Тренажёр.mp3')}`,
    );
    expect(file.length).toBe(track.fileSize);
    expect(file[0]).toBe(0xff);
  });

  it('answers ranges with 206 and exactly those bytes: first bytes, open, suffix', async () => {
    const size = file.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-100', size - 100, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await fetchAudio(range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(new Uint8Array(response.rawPayload)).toEqual(file.subarray(start, end + 1));
    }
  });

  it('answers a range past the end with 416 and the real size', async () => {
    const response = await fetchAudio(`bytes=${file.length}-`);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(response.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('counts a play for a request from the first byte, not for a seek', async () => {
    const before = (await playCount()) ?? 0;
    await fetchAudio();
    await fetchAudio('bytes=0-1000');
    await fetchAudio('bytes=5000-');
    expect(await playCount()).toBe(before + 2);
  });

  it("is 404 to another user, who cannot delete it either; the owner's delete removes row and file", async () => {
    const stranger = t.tokenFor(await t.createUser());
    expect((await fetchAudio(undefined, stranger)).statusCode).toBe(404);
    const refused = await t.request({ method: 'DELETE', url: `/api/user/audio-tracks/${track.id}`, token: stranger });
    expect(refused.statusCode).toBe(404);
    expect(await playCount()).toBeDefined();

    const deleted = await t.request({ method: 'DELETE', url: `/api/user/audio-tracks/${track.id}`, token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await playCount()).toBeUndefined();
    expect(await blobs().get(`audio-tracks/${owner.id}/${track.id}.mp3`)).toBeUndefined();
    expect((await fetchAudio()).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/user/audio-tracks/${track.id}`, token })).statusCode).toBe(
      404,
    );
  });
});

describe('deleting a user', () => {
  it('removes their tracks and the MP3 files with them', async () => {
    const learner = await t.createUser();
    const client = audioTrackClient(t, t.tokenFor(learner));
    const phrase = await client.savePhrase({
      text: 'Ja',
      translation: 'Yes',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    const own = await client.createdTrack({ name: 'Mine', phraseIds: [phrase.id] });
    const key = `audio-tracks/${learner.id}/${own.id}.mp3`;
    expect(await blobs().get(key)).toBeDefined();

    const admin = await t.createUser({ role: 'ADMIN' });
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${learner.id}`,
      token: t.tokenFor(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(audioTracks).where(eq(audioTracks.userId, learner.id))).toEqual([]);
    expect(await blobs().get(key)).toBeUndefined();
  });
});
