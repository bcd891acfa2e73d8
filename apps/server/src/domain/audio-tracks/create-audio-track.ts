import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AudioTrackRow } from '../../db/schema/audio-tracks';
import type { SpeechService } from '../../engines/speech-synthesis/speech-service';
import type { BlobStore } from '../../storage/blob-store';
import type { StorageQuota } from '../blobs/storage-quota';
import { createTrackFromClips } from './create-track-from-clips';
import { createTrackFromPhrases } from './create-track-from-phrases';
import { trackByClientId } from './store-audio-track';

/**
 * Renders a track from the user's phrases or, for a trainer synced from the browser, from its
 * clips. With a clientId the save is idempotent: a trainer synced before under that device id is
 * answered as it is, without rendering again (a sync racing it is settled when the row is stored).
 */
export async function createAudioTrack(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  speech: SpeechService;
  log: FastifyBaseLogger;
  userId: string;
  name: string;
  clientId?: string;
  phraseIds?: string[];
  audioBase64List?: string[];
}): Promise<AudioTrackRow> {
  const { db, blobs, quota, speech, log, userId, name, clientId, phraseIds } = options;
  const earlier = clientId ? await trackByClientId(db, userId, clientId) : undefined;
  if (earlier) return earlier;
  // A full storage is refused before the rendering's work; the track's own size is checked once encoded.
  await quota.ensureRoom(db, userId, 1);
  if (phraseIds) return createTrackFromPhrases({ db, blobs, quota, speech, log, userId, name, phraseIds, clientId });
  const audioBase64List = options.audioBase64List ?? [];
  return createTrackFromClips({ db, blobs, quota, userId, name, clientId, audioBase64List });
}
