import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import type { useLibraryPlayback } from '../hooks/use-library-playback';
import { TrackRow } from './track-row';

interface TrackListProps {
  tracks: AudioTrack[];
  playback: ReturnType<typeof useLibraryPlayback>;
  onPlayFailed: (error: unknown) => void;
  downloadingId: string | null;
  onDownload: (track: AudioTrack) => void;
  deletingId: string | null;
  onDelete: (track: AudioTrack) => void;
}

export function TrackList({
  tracks,
  playback,
  onPlayFailed,
  downloadingId,
  onDownload,
  deletingId,
  onDelete,
}: TrackListProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {tracks.map((track) => (
        <TrackRow
          key={track.id}
          track={track}
          playback={playback.trackState(track)}
          elapsed={playback.elapsedSeconds}
          onPlay={() => void playback.toggleTrack(track).catch(onPlayFailed)}
          downloading={downloadingId === track.id}
          onDownload={() => onDownload(track)}
          deleting={deletingId === track.id}
          onDelete={() => onDelete(track)}
        />
      ))}
    </ul>
  );
}
