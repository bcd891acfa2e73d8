import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AudioTrackResponse, CreateAudioTrackResponse } from '@tolk/contracts/audio-tracks';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/audio/wav';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { audioTrackClient, base64 } from '../support/audio-tracks';
import { createTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

/**
 * Tracks render off the request (decision 038): the POST answers at once, a repeat joins the rendering,
 * and a rendering a stopped server left is resumed by the next start on the same database.
 */
const clip = (seconds: number) =>
  base64(
    encodeWav({
      sampleRate: 16_000,
      samples: Float32Array.from({ length: 16_000 * seconds }, (_, i) => 0.3 * Math.sin(i / 9)),
    }),
  );

describe('rendering audio tracks in the background', () => {
  const database = createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-track-renders-'));
  const open = async () => {
    const { config } = await database;
    // PGlite keeps its files in dataDir/db, so a second app opens the same database, as a restart would.
    return createTestApp({
      dataDir,
      database: config.kind === 'pglite' ? { kind: 'pglite', dataDir: path.join(dataDir, 'db') } : config,
    });
  };
  afterAll(async () => (await database).drop());

  it('answers at once, joins a repeat, and resumes a rendering after a restart', async () => {
    const first = await open();
    const user = await first.createUser();
    const token = first.tokenFor(user);
    const body = { name: 'Long drive', audioBase64List: [clip(20), clip(20), clip(20)] };
    const [one, two] = await Promise.all(
      [body, { ...body, name: 'Long drive again' }].map(async (payload) => {
        const response = await first.request({ method: 'POST', url: '/api/user/audio-tracks', payload, token });
        expect(response.statusCode, response.body).toBe(200);
        return CreateAudioTrackResponse.parse(response.json()).track;
      }),
    );
    expect(one).toMatchObject({ status: 'rendering', duration: 0, fileSize: 0, failure: null });
    // The same clips while the first is rendering: one track, one rendering.
    expect(two?.id).toBe(one?.id);
    // Stopped at once: the rendering is released, not finished.
    await first.app.close();

    const second = await open();
    try {
      const [row] = await second.db
        .select()
        .from(audioTracks)
        .where(eq(audioTracks.id, one?.id ?? ''));
      expect(row?.userId).toBe(user.id);
      const client = audioTrackClient(second, second.tokenFor(user));
      const ready = await client.renderedTrack(one?.id ?? '');
      expect(ready).toMatchObject({ status: 'ready', progress: 1, phraseCount: 3, failure: null });
      expect(['Long drive', 'Long drive again']).toContain(ready.name);
      expect(Math.abs(ready.duration - 63)).toBeLessThan(0.05);
      const audio = await second.request({ method: 'GET', url: ready.audioUrl, token: second.tokenFor(user) });
      expect(audio.statusCode).toBe(200);
      expect(audio.rawPayload.length).toBe(ready.fileSize);
      const tracks = await second.db.select().from(audioTracks).where(eq(audioTracks.userId, user.id));
      expect(tracks).toHaveLength(1);
      // Once ready, the same request makes a new track.
      const again = await client.createdTrack(body);
      expect(again.id).not.toBe(ready.id);
      const followed = await second.request({
        method: 'GET',
        url: `/api/user/audio-tracks/${again.id}`,
        token: second.tokenFor(await second.createUser()),
      });
      expect(followed.statusCode).toBe(404);
      expect(AudioTrackResponse.safeParse(followed.json()).success).toBe(false);
    } finally {
      await second.app.close();
    }
  });
});
