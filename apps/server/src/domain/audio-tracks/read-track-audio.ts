import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import { AppError } from '../../errors/app-error';
import type { BlobStore } from '../../storage/blob-store';

/**
 * The name and MP3 of one of the user's own tracks. Another user's track, or a row whose file is
 * missing, is NOT_FOUND alike: nobody learns which tracks exist.
 */
export async function readTrackAudio(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  trackId: string;
}): Promise<{ name: string; bytes: Uint8Array }> {
  const { db, blobs, userId, trackId } = options;
  const [track] = await db
    .select({ name: audioTracks.name, audioKey: audioTracks.audioKey })
    .from(audioTracks)
    .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)));
  const bytes = track ? await blobs.get(track.audioKey) : undefined;
  if (!track || !bytes) throw new AppError('NOT_FOUND', 'Audio track not found');
  return { name: track.name, bytes };
}
