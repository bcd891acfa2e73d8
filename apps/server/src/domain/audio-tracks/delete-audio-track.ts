import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';

/**
 * Deletes one of the user's own tracks, then its MP3 (and the clips of one still rendering). The row goes in one transaction with
 * marking the file pending, so a crash before the file is gone leaves it to the sweep. Returns false when the user has no track
 * with this id, whether it does not exist or belongs to someone else.
 */
export async function deleteAudioTrack(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  trackId: string;
}): Promise<boolean> {
  const { db, blobs, userId, trackId } = options;
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(audioTracks)
      .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)))
      .returning({ audioKey: audioTracks.audioKey, renderInput: audioTracks.renderInput });
    // A track still rendering may have its trainer's clips waiting in a file of their own.
    const keys = row
      ? [row.audioKey, ...(row.renderInput && 'clipsKey' in row.renderInput ? [row.renderInput.clipsKey] : [])]
      : [];
    if (keys.length > 0) await markBlobsPending(tx, keys);
    return keys;
  });
  if (keys.length === 0) return false;
  for (const key of keys) await blobs.delete(key);
  await clearPendingBlobs(db, keys);
  return true;
}
