import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts';
import { phrases } from '../src/db/schema/phrases';
import { deleteUser } from '../src/domain/accounts/delete-user';
import { audioTrackKey, phraseClipKey, speechCacheKey } from '../src/storage/blob-keys';
import { BlobStoreError } from '../src/storage/blob-store';
import { createFileBlobStore } from '../src/storage/file-blob-store';
import { createS3BlobStore } from '../src/storage/s3-blob-store';
import { type FakeS3Server, s3ConfigFor, startFakeS3Server } from './support/fakes/fake-s3-server';
import { createTestApp, type TestApp } from './support/test-app';

const bytes = new Uint8Array([1, 2, 3]);
const silentLog = { error: () => {} };

let t: TestApp;
let fake: FakeS3Server;
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeS3Server();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const blobs = () => createFileBlobStore(path.join(t.config.dataDir, 'blobs'));

/** A user with one phrase row and a file under each of their folders; answers the file keys. */
async function userWithFiles(role: 'USER' | 'ADMIN' = 'USER') {
  const user = await t.createUser({ role });
  const [phrase] = await t.db
    .insert(phrases)
    .values({
      userId: user.id,
      originalText: 'God morgen',
      translatedText: 'Good morning',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    })
    .returning();
  if (!phrase) throw new Error('phrase insert returned nothing');
  const keys = [
    phraseClipKey(user.id, phrase.id, 'original', 'webm'),
    phraseClipKey(user.id, phrase.id, 'translated', 'mp3'),
    audioTrackKey(user.id, phrase.id),
  ];
  for (const key of keys) await blobs().put(key, bytes);
  return { user, keys };
}

const storedUser = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const phrasesOf = (id: string) => t.db.select().from(phrases).where(eq(phrases.userId, id));

describe('deleteUser', () => {
  it('removes the row, the rows that belong to it and every file of the user, and nobody else’s', async () => {
    const learner = await userWithFiles();
    const other = await userWithFiles();
    const sharedSpeech = speechCacheKey({ engine: 'espeak-ng', voice: 'nb', language: 'no', text: 'God morgen' });
    await blobs().put(sharedSpeech, bytes);

    await deleteUser({ db: t.db, blobs: blobs(), log: silentLog, userId: learner.user.id });

    expect(await storedUser(learner.user.id)).toBeUndefined();
    expect(await phrasesOf(learner.user.id)).toEqual([]);
    for (const key of learner.keys) expect(await blobs().get(key)).toBeUndefined();

    expect(await storedUser(other.user.id)).toBeDefined();
    expect(await phrasesOf(other.user.id)).toHaveLength(1);
    for (const key of other.keys) expect(await blobs().get(key)).toEqual(bytes);
    expect(await blobs().get(sharedSpeech)).toEqual(bytes);
  });

  it('refuses to delete the last active administrator and touches none of their files', async () => {
    const admin = await userWithFiles('ADMIN');

    await expect(deleteUser({ db: t.db, blobs: blobs(), log: silentLog, userId: admin.user.id })).rejects.toMatchObject(
      {
        code: 'LAST_ADMIN',
      },
    );

    expect(await storedUser(admin.user.id)).toBeDefined();
    for (const key of admin.keys) expect(await blobs().get(key)).toEqual(bytes);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    await expect(
      deleteUser({ db: t.db, blobs: blobs(), log: silentLog, userId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('when the store fails, has already removed the row, tries every folder and logs and answers what is left', async () => {
    const learner = await t.createUser();
    const broken = createS3BlobStore(s3ConfigFor(fake, { secretAccessKey: 'wrong' }));
    fake.requests.length = 0;
    const logged: { entry: { err: unknown; folder: string }; message: string }[] = [];
    const log = {
      error: (entry: { err: unknown; folder: string }, message: string) => logged.push({ entry, message }),
    };

    const deleted = await deleteUser({ db: t.db, blobs: broken, log, userId: learner.id });
    expect(deleted.leftoverFolders).toEqual([`phrases/${learner.id}`, `audio-tracks/${learner.id}`]);
    expect(logged.map(({ entry }) => entry.folder)).toEqual(deleted.leftoverFolders);
    for (const { entry, message } of logged) {
      expect(entry.err).toBeInstanceOf(BlobStoreError);
      expect(message).toBe('files of a deleted user were left behind');
    }

    expect(await storedUser(learner.id)).toBeUndefined();
    const listed = fake.requests.map((request) => decodeURIComponent(request));
    for (const folder of [`phrases/${learner.id}/`, `audio-tracks/${learner.id}/`]) {
      expect(listed.some((request) => request.includes(`prefix=tolk/${folder}`))).toBe(true);
    }
  });
});
