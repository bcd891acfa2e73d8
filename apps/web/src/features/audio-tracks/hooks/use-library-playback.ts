import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import type { LocalTrainer } from '../../../entities/audio-tracks/local-trainers-db';
import { declaredUrl } from '../../../shared/api/call-endpoint';
import { fetchAudioBlob } from '../../../shared/api/fetch-audio-blob';
import { useAudioQueue } from '../../../shared/audio/use-audio-queue';
import { base64ToBlob } from '../../../shared/lib/base64';
import type { PlaybackState } from '../components/play-toggle';

const trackKey = (track: AudioTrack) => `track:${track.id}`;
const trainerKey = (trainer: LocalTrainer) => `trainer:${trainer.id}`;

/** One output for the whole /audio page: server tracks (fetched with the token) and local trainers. */
export function useLibraryPlayback() {
  const queue = useAudioQueue();
  const stateOf = (key: string): PlaybackState => {
    if (queue.loadingKey === key) return 'loading';
    return queue.playingKey === key ? 'playing' : 'idle';
  };
  return {
    isActive: queue.isActive,
    stop: queue.stop,
    elapsedSeconds: queue.elapsedSeconds,
    trackState: (track: AudioTrack) => stateOf(trackKey(track)),
    trainerState: (trainer: LocalTrainer) => ({ state: stateOf(trainerKey(trainer)), clip: queue.clipIndex }),
    toggleTrack: (track: AudioTrack) =>
      queue.toggle(trackKey(track), async () => [
        await fetchAudioBlob(declaredUrl(audioTracksEndpoints.trackAudio, { id: track.id })),
      ]),
    toggleTrainer: (trainer: LocalTrainer) =>
      queue.toggle(trainerKey(trainer), async () => trainer.audioBase64List.map((clip) => base64ToBlob(clip))),
  };
}
