import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreatePhraseResponse } from '@tolk/contracts/phrases';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { encodeMp3 } from '../src/audio/mp3-encoder';
import { createTokenService } from '../src/auth/tokens';
import type { AppConfig } from '../src/config';
import { users } from '../src/db/schema/accounts';
import { pendingBlobs } from '../src/db/schema/pending-blobs';
import { phrases } from '../src/db/schema/phrases';
import { markBlobsPending, sweepPendingBlobs } from '../src/domain/blobs/pending-blobs';
import { audioTrackKey, phraseClipKey } from '../src/storage/blob-keys';
import { createFileBlobStore } from '../src/storage/file-blob-store';
import { createTestApp, testConfig } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const tone = { sampleRate: 22_050, samples: Float32Array.from({ length: 11_025 }, (_, i) => 0.3 * Math.sin(i / 8)) };
const mp3 = await encodeMp3(tone);
const phrase = {
  text: 'God morgen',
  translation: 'Good morning',
  sourceLanguage: 'no',
  targetLanguage: 'en',
  originalAudioBlob: '',
  translatedAudioBase64: Buffer.from(mp3).toString('base64'),
};

describe('pending blob keys in the normal flow', () => {
  it('leaves none behind after saving and deleting a phrase and a track', async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const token = t.tokenFor(user);
      const saved = await t.request({ method: 'POST', url: '/api/user/phrases', payload: phrase, token });
      expect(saved.statusCode, saved.body).toBe(200);
      const { id } = CreatePhraseResponse.parse(saved.json()).phrase;
      const track = await t.request({
        method: 'POST',
        url: '/api/user/audio-tracks',
        payload: { name: 'Morning', phraseIds: [id] },
        token,
      });
      expect(track.statusCode, track.body).toBe(200);
      const trackId = (track.json() as { track: { id: string } }).track.id;
      // HEAD of the audio waits for the rendering, which stores the file and its row.
      const rendered = await t.request({ method: 'HEAD', url: `/api/user/audio-tracks/${trackId}/audio`, token });
      expect(rendered.statusCode).toBe(200);
      expect(await t.db.select().from(pendingBlobs)).toEqual([]);

      expect((await t.request({ method: 'DELETE', url: `/api/user/audio-tracks/${trackId}`, token })).statusCode).toBe(
        200,
      );
      expect((await t.request({ method: 'DELETE', url: `/api/user/phrases/${id}`, token })).statusCode).toBe(200);
      expect(await t.db.select().from(pendingBlobs)).toEqual([]);
      const files = createFileBlobStore(path.join(t.config.dataDir, 'blobs'));
      expect(await files.get(phraseClipKey(user.id, id, 'translated', 'mp3'))).toBeUndefined();
      expect(await files.get(audioTrackKey(user.id, trackId))).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('a crash between a file and its row', () => {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('leaves files that the next start removes, unless a row claims them', async () => {
    // One database and one data folder that outlive the first process, as on a real server.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-crash-'));
    database = await createTestDatabase();
    const config: AppConfig = testConfig({
      dataDir,
      database:
        database.config.kind === 'pglite' ? { kind: 'pglite', dataDir: path.join(dataDir, 'db') } : database.config,
    });
    const files = createFileBlobStore(path.join(dataDir, 'blobs'));

    const first = await buildApp(config);
    apps.push(first);
    const { db } = first.database;
    const [user] = await db
      .insert(users)
      .values({ email: 'crash@example.test', name: 'Crash', passwordHash: 'x', status: 'ACTIVE', role: 'USER' })
      .returning();
    if (!user) throw new Error('no user');
    const saved = await first.inject({
      method: 'POST',
      url: '/api/user/phrases',
      payload: phrase,
      headers: { authorization: `Bearer ${createTokenService(config.jwt).issue(user.id)}` },
    });
    const kept = phraseClipKey(user.id, CreatePhraseResponse.parse(saved.json()).phrase.id, 'translated', 'mp3');
    // What createPhrase does before its insert, for a phrase whose insert never happened (kill -9):
    const orphan = phraseClipKey(user.id, '00000000-0000-4000-8000-000000000001', 'translated', 'mp3');
    await markBlobsPending(db, [orphan, kept]);
    await files.put(orphan, mp3);
    // Both marks are older than the grace a sweep leaves to saves in flight.
    await db.execute(sql`update pending_blobs set created_at = now() - interval '1 hour'`);
    await first.close();
    apps.pop();

    const second = await buildApp(config);
    apps.push(second);
    await expect.poll(() => files.get(orphan), { timeout: 10_000 }).toBeUndefined();
    await expect.poll(() => second.database.db.select().from(pendingBlobs), { timeout: 10_000 }).toEqual([]);
    expect(await files.get(kept)).toEqual(mp3);
    expect(await second.database.db.select().from(phrases).where(eq(phrases.userId, user.id))).toHaveLength(1);
  });

  it('leaves a recent pending key alone: a save in flight elsewhere is not a crash', async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const key = phraseClipKey(user.id, '00000000-0000-4000-8000-000000000002', 'translated', 'mp3');
      const files = createFileBlobStore(path.join(t.config.dataDir, 'blobs'));
      await markBlobsPending(t.db, [key]);
      await files.put(key, mp3);
      expect(await sweepPendingBlobs({ db: t.db, blobs: files, olderThanMs: 10 * 60_000 })).toEqual({
        removed: 0,
        kept: 0,
      });
      expect(await files.get(key)).toEqual(mp3);
      expect(
        await sweepPendingBlobs({ db: t.db, blobs: files, olderThanMs: 0, now: new Date(Date.now() + 1000) }),
      ).toEqual({ removed: 1, kept: 0 });
      expect(await files.get(key)).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
