import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { declaredUrl } from '../../../shared/api/call-endpoint';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';
import { fileNameFrom, saveBlob } from '../../../shared/lib/save-blob';

/** Saves the track's MP3 under its own name ('audio-track-17-05-2025-09-30.mp3'). */
export async function downloadAudioTrack(track: AudioTrack): Promise<void> {
  const blob = await fetchAudioBlob(declaredUrl(audioTracksEndpoints.trackAudio, { id: track.id }));
  saveBlob(blob, fileNameFrom(track.name, 'mp3', 'audio-track'));
}
