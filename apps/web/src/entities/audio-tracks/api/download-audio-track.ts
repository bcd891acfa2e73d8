import { type AudioTrack, audioTrackPaths } from '@tolk/contracts/audio-tracks';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';
import { fileNameFrom, saveBlob } from '../../../shared/lib/save-blob';

/** Saves the track's MP3 under its own name ('audio-track-17-05-2025-09-30.mp3'). */
export async function downloadAudioTrack(track: AudioTrack): Promise<void> {
  const blob = await fetchAudioBlob(audioTrackPaths.audio(track.id));
  saveBlob(blob, fileNameFrom(track.name, 'mp3', 'audio-track'));
}
