import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@tolk/contracts/languages';
import { encodeMp3 } from '../../audio/mp3-encoder';
import { durationSeconds, type PcmAudio } from '../../audio/pcm-audio';
import type { Database } from '../../db/client';
import { type AudioTrackRow, audioTracks } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';

export interface RenderedTrack {
  userId: string;
  name: string;
  language: LanguageCode | null;
  text: string;
  translatedText: string;
  phraseCount: number;
  audio: PcmAudio;
}

/** Every track of a user lives under this folder of the blob store; deleting the user removes it. */
export function audioTrackFolder(userId: string): string {
  return `audio-tracks/${userId}`;
}

/**
 * Encodes the rendered samples to MP3 (in slices, so other requests keep being served), stores the
 * file, then the row that points at it; a failed insert removes the file again. The duration is
 * measured from the samples, the size from the MP3 bytes.
 */
export async function storeAudioTrack(options: {
  db: Database;
  blobs: BlobStore;
  track: RenderedTrack;
}): Promise<AudioTrackRow> {
  const { db, blobs, track } = options;
  const id = randomUUID();
  const audioKey = `${audioTrackFolder(track.userId)}/${id}.mp3`;
  const mp3 = await encodeMp3(track.audio);
  await blobs.put(audioKey, mp3);
  try {
    const [row] = await db
      .insert(audioTracks)
      .values({
        id,
        userId: track.userId,
        name: track.name,
        language: track.language,
        text: track.text,
        translatedText: track.translatedText,
        audioKey,
        durationSeconds: durationSeconds(track.audio),
        fileSize: mp3.length,
        phraseCount: track.phraseCount,
      })
      .returning();
    if (!row) throw new Error('audio track insert returned nothing');
    return row;
  } catch (error) {
    await blobs.delete(audioKey);
    throw error;
  }
}
