import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';

/**
 * Deletes one of the user's own tracks, then its MP3. The row goes in one transaction with
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
  const audioKey = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(audioTracks)
      .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)))
      .returning({ audioKey: audioTracks.audioKey });
    if (row) await markBlobsPending(tx, [row.audioKey]);
    return row?.audioKey;
  });
  if (!audioKey) return false;
  await blobs.delete(audioKey);
  await clearPendingBlobs(db, [audioKey]);
  return true;
}
