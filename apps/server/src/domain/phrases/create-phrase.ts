import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { PhraseAudioKind } from '@tolk/contracts/phrases';
import { and, eq } from 'drizzle-orm';
import type { AudioUpload } from '../../audio/decode-audio-upload';
import type { Database } from '../../db/client';
import { type PhraseRow, phrases } from '../../db/schema/phrases';
import { phraseClipKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';
import type { StorageQuota } from '../blobs/storage-quota';

export interface NewPhrase {
  userId: string;
  originalText: string;
  translatedText: string;
  sourceLanguage: LanguageCode;
  targetLanguage: LanguageCode;
  originalAudio?: AudioUpload;
  translatedAudio?: AudioUpload;
  /** The phrase's id on the device it was synced from: saving it again answers the first copy. */
  clientId?: string;
}

/** The user's phrase saved under a device's id, if there is one. */
export async function phraseByClientId(db: Database, userId: string, clientId: string): Promise<PhraseRow | undefined> {
  const [row] = await db
    .select()
    .from(phrases)
    .where(and(eq(phrases.userId, userId), eq(phrases.clientId, clientId)));
  return row;
}

/**
 * Stores the clips first, then the row that points at them: a failed insert removes the clips,
 * so a phrase never points at missing audio. The clip keys are marked pending before the files
 * are written and cleared once the row is in, so a crash in between leaves files the start-up
 * sweep removes (domain/blobs/pending-blobs.ts). The clips must fit in the user's storage quota:
 * checked before they are written, and again, under the user's lock, as the row goes in. With a clientId the save is idempotent: the phrase
 * already saved under it is answered, even when two syncs send it at the same moment.
 */
export async function createPhrase(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  phrase: NewPhrase;
}): Promise<PhraseRow> {
  const { db, blobs, quota, phrase } = options;
  const earlier = phrase.clientId ? await phraseByClientId(db, phrase.userId, phrase.clientId) : undefined;
  if (earlier) return earlier;
  const id = randomUUID();
  const clips: { key: string; audio: AudioUpload }[] = [];
  const keyOf = (kind: PhraseAudioKind, audio: AudioUpload | undefined) => {
    if (!audio) return null;
    const key = phraseClipKey(phrase.userId, id, kind, audio.format);
    clips.push({ key, audio });
    return key;
  };
  const originalAudioKey = keyOf('original', phrase.originalAudio);
  const translatedAudioKey = keyOf('translated', phrase.translatedAudio);

  const keys = clips.map(({ key }) => key);
  const audioBytes = clips.reduce((total, { audio }) => total + audio.bytes.length, 0);
  await quota.ensureRoom(db, phrase.userId, audioBytes);
  const removeClips = async () => {
    const removals = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
    // A clip that could not be removed stays pending, for the sweep to try again.
    await clearPendingBlobs(
      db,
      keys.filter((_, index) => removals[index]?.status === 'fulfilled'),
    );
  };
  await markBlobsPending(db, keys);
  try {
    for (const { key, audio } of clips) await blobs.put(key, audio.bytes);
    const [row] = await quota.claim(db, phrase.userId, audioBytes, (tx) =>
      tx
        .insert(phrases)
        .values({
          id,
          userId: phrase.userId,
          originalText: phrase.originalText,
          translatedText: phrase.translatedText,
          sourceLanguage: phrase.sourceLanguage,
          targetLanguage: phrase.targetLanguage,
          originalAudioKey,
          translatedAudioKey,
          audioBytes,
          clientId: phrase.clientId ?? null,
        })
        .onConflictDoNothing({ target: [phrases.userId, phrases.clientId] })
        .returning(),
    );
    if (row) {
      await clearPendingBlobs(db, keys);
      return row;
    }
    // A concurrent save with the same clientId won: answer its phrase, keep none of these clips.
    const winner = phrase.clientId ? await phraseByClientId(db, phrase.userId, phrase.clientId) : undefined;
    if (!winner) throw new Error('phrase insert returned nothing');
    await removeClips();
    return winner;
  } catch (error) {
    await removeClips();
    throw error;
  }
}
