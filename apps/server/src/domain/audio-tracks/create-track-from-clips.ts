import { AUDIO_TRACK_SYNC_MAX_BYTES } from '@tolk/contracts/limits';
import { type AudioUpload, decodeAudioUpload } from '../../audio/decode-audio-upload';
import { decodeClip } from '../../audio/decode-clip';
import { Mp3DecodeError } from '../../audio/mp3-decoder';
import { WavError } from '../../audio/wav';
import type { Database } from '../../db/client';
import type { AudioTrackRow } from '../../db/schema/audio-tracks';
import { AppError } from '../../errors/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { StorageQuota } from '../blobs/storage-quota';
import { storeAudioTrack } from './store-audio-track';
import { TrackBuilder } from './track-builder';

/**
 * Renders a trainer made offline (its base64 clips, in order, each followed by a pause) into one
 * track. Every clip is checked (size, real format) before any is decoded. The clips carry no
 * text, so the track has no language or texts, and each clip counts as one phrase.
 */
export async function createTrackFromClips(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  userId: string;
  name: string;
  clientId?: string;
  audioBase64List: string[];
}): Promise<AudioTrackRow> {
  const { db, blobs, userId, name, audioBase64List } = options;
  const uploads = audioBase64List.map((clip, index) => {
    const upload = decodeAudioUpload(clip, `audioBase64List.${index}`, `Clip ${index + 1}`);
    if (!upload) throw clipError('VALIDATION_FAILED', index, `Clip ${index + 1} is empty.`);
    return upload;
  });
  const totalBytes = uploads.reduce((total, upload) => total + upload.bytes.length, 0);
  if (totalBytes > AUDIO_TRACK_SYNC_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The clips add up to ${megabytes(totalBytes)} MB; a trainer may hold ${megabytes(AUDIO_TRACK_SYNC_MAX_BYTES)} MB.`,
    );
  }

  const builder = new TrackBuilder();
  for (const [index, upload] of uploads.entries()) builder.add(await decodeUploadedClip(upload, index));
  return storeAudioTrack({
    db,
    blobs,
    quota: options.quota,
    track: {
      userId,
      name,
      language: null,
      text: '',
      translatedText: '',
      phraseCount: uploads.length,
      clientId: options.clientId,
      audio: builder.build(),
    },
  });
}

async function decodeUploadedClip(upload: AudioUpload, index: number) {
  try {
    const audio = await decodeClip(upload.bytes, upload.format);
    if (audio) return audio;
  } catch (error) {
    if (!(error instanceof WavError || error instanceof Mp3DecodeError)) throw error;
    throw clipError('VALIDATION_FAILED', index, `Clip ${index + 1} could not be decoded: ${error.message}.`);
  }
  throw clipError(
    'UNSUPPORTED_MEDIA_TYPE',
    index,
    `Clip ${index + 1} is ${upload.format.toUpperCase()} audio; a synced trainer can hold MP3 or WAV clips.`,
  );
}

function clipError(code: 'VALIDATION_FAILED' | 'UNSUPPORTED_MEDIA_TYPE', index: number, message: string): AppError {
  return new AppError(code, message, { fieldErrors: { [`audioBase64List.${index}`]: message } });
}

function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}
