import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AudioTrackRow, audioTracks } from '../../db/schema/audio-tracks';
import { audioTrackKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';
import type { StorageQuota } from '../blobs/storage-quota';
import { uniqueTrackName } from './unique-track-name';

export interface RenderedTrack {
  userId: string;
  name: string;
  language: LanguageCode | null;
  text: string;
  translatedText: string;
  phraseCount: number;
  mp3: Uint8Array;
  durationSeconds: number;
  /** The trainer's id on the device it was synced from: storing it again answers the first copy. */
  clientId?: string;
}

/** The user's track synced under a device's id, if there is one. */
export async function trackByClientId(
  db: Database,
  userId: string,
  clientId: string,
): Promise<AudioTrackRow | undefined> {
  const [row] = await db
    .select()
    .from(audioTracks)
    .where(and(eq(audioTracks.userId, userId), eq(audioTracks.clientId, clientId)));
  return row;
}

/**
 * Stores the rendered MP3, then the row that points at it, under a name none of the learner's other tracks
 * has; a failed insert removes the file again. The size is the MP3's, which must fit in the user's storage quota.
 */
export async function storeAudioTrack(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  track: RenderedTrack;
}): Promise<AudioTrackRow> {
  const { db, blobs, quota, track } = options;
  const id = randomUUID();
  const audioKey = audioTrackKey(track.userId, id);
  const { mp3 } = track;
  await quota.ensureRoom(db, track.userId, mp3.length);
  // Pending until the row is in: a crash between the file and the row leaves it to the sweep.
  await markBlobsPending(db, [audioKey]);
  const removeFile = async () => {
    await blobs.delete(audioKey);
    await clearPendingBlobs(db, [audioKey]);
  };
  try {
    await blobs.put(audioKey, mp3);
    const [row] = await quota.claim(db, track.userId, mp3.length, async (tx) =>
      tx
        .insert(audioTracks)
        .values({
          id,
          userId: track.userId,
          name: await uniqueTrackName(tx, track.userId, track.name),
          language: track.language,
          text: track.text,
          translatedText: track.translatedText,
          audioKey,
          durationSeconds: track.durationSeconds,
          fileSize: mp3.length,
          phraseCount: track.phraseCount,
          clientId: track.clientId ?? null,
        })
        .onConflictDoNothing({ target: [audioTracks.userId, audioTracks.clientId] })
        .returning(),
    );
    if (row) {
      await clearPendingBlobs(db, [audioKey]);
      return row;
    }
    // A concurrent sync of the same trainer stored it first: answer that one, drop this file.
    const winner = track.clientId ? await trackByClientId(db, track.userId, track.clientId) : undefined;
    if (!winner) throw new Error('audio track insert returned nothing');
    await removeFile();
    return winner;
  } catch (error) {
    await removeFile();
    throw error;
  }
}
