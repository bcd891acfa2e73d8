import { createHash, randomUUID } from 'node:crypto';
import type { LanguageCode } from '@tolk/contracts/languages';
import { AUDIO_TRACK_SYNC_MAX_BYTES } from '@tolk/contracts/limits';
import { and, eq } from 'drizzle-orm';
import { type AudioUpload, decodeAudioUpload } from '../../audio/decode-audio-upload';
import { DECODABLE_FORMATS } from '../../audio/decode-clip';
import type { Database } from '../../db/client';
import { type AudioTrackRow, audioTracks } from '../../db/schema/audio-tracks';
import { AppError } from '../../errors/app-error';
import { audioTrackClipsKey, audioTrackKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';
import type { StorageQuota } from '../blobs/storage-quota';
import { packClips } from './clips-file';
import { loadOwnPhrases, needsSpeech, sidesOf } from './gather-clips';
import { trackByClientId } from './store-audio-track';
import type { TrackRenders } from './track-renders';
import { uniqueTrackName } from './unique-track-name';

/**
 * Takes a track to render from the user's phrases or, for a trainer synced from the browser, from its
 * clips, and answers it at once as `rendering` (decision 038): what is cheap is checked here (the phrases
 * are the user's, the clips' encoding, format and total size, the storage), the rest by the rendering,
 * which marks the track failed with the reason. A repeat of a request still rendering joins it; with a
 * clientId the save is idempotent, whatever the first copy's state.
 */
export async function createAudioTrack(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  renders: TrackRenders;
  userId: string;
  name: string;
  clientId?: string;
  phraseIds?: string[];
  audioBase64List?: string[];
  /** Counts the request against the engine budget (429 past it): called when a phrase is to be spoken. */
  chargeSpeech: () => Promise<void>;
}): Promise<AudioTrackRow> {
  const { db, blobs, userId, name, clientId, phraseIds } = options;
  const earlier = clientId ? await trackByClientId(db, userId, clientId) : undefined;
  if (earlier) return earlier;
  // A full storage is refused before the rendering's work; the track's own size is checked once encoded.
  await options.quota.ensureRoom(db, userId, 1);
  const id = randomUUID();
  const base = { id, userId, name, clientId: clientId ?? null, audioKey: audioTrackKey(userId, id) };

  if (phraseIds) {
    const ordered = await loadOwnPhrases(db, userId, phraseIds);
    if (ordered.flatMap(sidesOf).some(needsSpeech)) await options.chargeSpeech();
    return insertOrJoin(options, {
      ...base,
      language: (ordered[0]?.targetLanguage ?? null) as LanguageCode | null,
      text: ordered.map((phrase) => phrase.originalText).join('\n'),
      translatedText: ordered.map((phrase) => phrase.translatedText).join('\n'),
      phraseCount: ordered.length,
      renderInput: { phraseIds },
      contentKey: clientId ? null : contentKey(['phrases', ...phraseIds]),
    });
  }

  const uploads = checkedClips(options.audioBase64List ?? []);
  const hashes = uploads.map((upload) => createHash('sha256').update(upload.bytes).digest('hex'));
  // A synced trainer is one by its clientId; only clips sent without one join a rendering of the same clips.
  const key = clientId ? null : contentKey(['clips', ...hashes]);
  const joined = key ? await renderingWith(db, userId, key) : undefined;
  if (joined) return joined;
  const clipsKey = audioTrackClipsKey(userId, id);
  // Pending until the row that names it is in: a crash between them leaves the file to the sweep.
  await markBlobsPending(db, [clipsKey]);
  try {
    await blobs.put(clipsKey, packClips(uploads));
    const row = await insertOrJoin(options, {
      ...base,
      language: null,
      text: '',
      translatedText: '',
      phraseCount: uploads.length,
      renderInput: { clipsKey },
      contentKey: key,
    });
    if (row.id !== id) await blobs.delete(clipsKey);
    return row;
  } catch (error) {
    await blobs.delete(clipsKey);
    throw error;
  } finally {
    await clearPendingBlobs(db, [clipsKey]);
  }
}

type NewTrack = Omit<typeof audioTracks.$inferInsert, 'durationSeconds' | 'fileSize'>;

/** The row inserted as rendering and queued, or, when the same request is rendering already, that one. */
async function insertOrJoin(
  options: { db: Database; quota: StorageQuota; renders: TrackRenders; userId: string; clientId?: string },
  values: NewTrack,
): Promise<AudioTrackRow> {
  const { db, quota, renders, userId, clientId } = options;
  // Named under the learner's storage lock, so two tracks saved at once never take the same name.
  const [row] = await quota.claim(db, userId, 0, async (tx) =>
    tx
      .insert(audioTracks)
      .values({
        ...values,
        name: await uniqueTrackName(tx, userId, values.name),
        status: 'rendering',
        progress: 0,
        durationSeconds: 0,
        fileSize: 0,
      })
      .onConflictDoNothing()
      .returning(),
  );
  if (row) {
    renders.enqueue(row.id);
    return row;
  }
  // A sync of the same trainer, or the same request, got in first: answer that one.
  const winner =
    (clientId ? await trackByClientId(db, userId, clientId) : undefined) ??
    (values.contentKey ? await renderingWith(db, userId, values.contentKey) : undefined);
  if (!winner) throw new Error('audio track insert returned nothing');
  renders.enqueue(winner.id);
  return winner;
}

async function renderingWith(db: Database, userId: string, key: string): Promise<AudioTrackRow | undefined> {
  const [row] = await db
    .select()
    .from(audioTracks)
    .where(and(eq(audioTracks.userId, userId), eq(audioTracks.contentKey, key), eq(audioTracks.status, 'rendering')));
  return row;
}

function contentKey(parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A trainer's clips: each in base64 and in a format the server decodes, all within the sync's size. */
function checkedClips(audioBase64List: string[]): AudioUpload[] {
  const uploads = audioBase64List.map((clip, index) => {
    const field = `audioBase64List.${index}`;
    const upload = decodeAudioUpload(clip, field, `Clip ${index + 1}`);
    if (!upload) throw clipError('VALIDATION_FAILED', field, `Clip ${index + 1} is empty.`);
    if (!DECODABLE_FORMATS.has(upload.format)) {
      const message = `Clip ${index + 1} is ${upload.format.toUpperCase()} audio; a synced trainer can hold MP3 or WAV clips.`;
      throw clipError('UNSUPPORTED_MEDIA_TYPE', field, message);
    }
    return upload;
  });
  const totalBytes = uploads.reduce((total, upload) => total + upload.bytes.length, 0);
  if (totalBytes > AUDIO_TRACK_SYNC_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The clips add up to ${megabytes(totalBytes)} MB; a trainer may hold ${megabytes(AUDIO_TRACK_SYNC_MAX_BYTES)} MB.`,
    );
  }
  return uploads;
}

function clipError(code: 'VALIDATION_FAILED' | 'UNSUPPORTED_MEDIA_TYPE', field: string, message: string): AppError {
  return new AppError(code, message, { fieldErrors: { [field]: message } });
}

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}
