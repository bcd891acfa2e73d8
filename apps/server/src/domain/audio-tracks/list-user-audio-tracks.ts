import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorTime, toPage } from '../../db/keyset-page';
import { audioTracks } from '../../db/schema/audio-tracks';
import { presentAudioTrack } from './present-audio-track';

/** One page of a user's audio tracks, newest first, after `cursor`: the keyset query of listUserPhrases. */
export async function listUserAudioTracks(options: {
  db: Database;
  userId: string;
  limit: number;
  cursor?: string;
}): Promise<{ tracks: AudioTrack[]; nextCursor: string | null }> {
  const { db, userId, limit, cursor } = options;
  const rows = await db
    .select({ track: audioTracks, id: audioTracks.id, cursorTime: cursorTime(audioTracks) })
    .from(audioTracks)
    .where(and(eq(audioTracks.userId, userId), afterCursor(audioTracks, cursor)))
    .orderBy(desc(audioTracks.createdAt), desc(audioTracks.id))
    .limit(limit + 1);
  const page = toPage(rows, limit);
  return { tracks: page.rows.map((row) => presentAudioTrack(row.track)), nextCursor: page.nextCursor };
}
