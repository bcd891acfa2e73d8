import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AudioTrackRow, audioTracks } from '../../db/schema/audio-tracks';

/** One of the user's own tracks; another user's is undefined like one that does not exist. */
export async function userAudioTrack(options: {
  db: Database;
  userId: string;
  trackId: string;
}): Promise<AudioTrackRow | undefined> {
  const { db, userId, trackId } = options;
  const [row] = await db
    .select()
    .from(audioTracks)
    .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)));
  return row;
}
