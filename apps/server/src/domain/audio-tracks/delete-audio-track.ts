import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';

/**
 * Deletes one of the user's own tracks, then its MP3. Returns false when the user has no track
 * with this id, whether it does not exist or belongs to someone else.
 */
export async function deleteAudioTrack(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  trackId: string;
}): Promise<boolean> {
  const { db, blobs, userId, trackId } = options;
  const [row] = await db
    .delete(audioTracks)
    .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)))
    .returning({ audioKey: audioTracks.audioKey });
  if (!row) return false;
  await blobs.delete(row.audioKey);
  return true;
}
