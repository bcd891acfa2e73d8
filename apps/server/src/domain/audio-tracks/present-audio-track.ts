import { type AudioTrack, audioTrackPaths, TrackRenderStatus } from '@tolk/contracts/audio-tracks';
import type { ErrorCode } from '@tolk/contracts/errors';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { AudioTrackRow } from '../../db/schema/audio-tracks';

/** Whitelists what leaves the server about a track: its URL instead of the blob key. */
export function presentAudioTrack(row: AudioTrackRow): AudioTrack {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: row.description,
    audioUrl: audioTrackPaths.audio(row.id),
    language: row.language as LanguageCode | null,
    text: row.text,
    translatedText: row.translatedText,
    createdAt: row.createdAt.toISOString(),
    playCount: row.playCount,
    // Milliseconds are all a player can show; the stored value keeps every sample.
    duration: Math.round(row.durationSeconds * 1000) / 1000,
    fileSize: row.fileSize,
    isFavorite: row.isFavorite,
    phraseCount: row.phraseCount,
    status: TrackRenderStatus.parse(row.status),
    progress: Math.min(1, Math.max(0, row.progress)),
    failure:
      row.status === 'failed'
        ? { code: (row.failureCode ?? 'INTERNAL') as ErrorCode, error: row.failureMessage ?? '' }
        : null,
  };
}
