import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/lib/duration';
import { StatTile } from '../../../shared/ui/stat-tile';

/** Totals of /audio: tracks, phrases, average phrases per track (rounded), total duration m:ss. */
export function AudioStats({ tracks }: { tracks: AudioTrack[] }) {
  const { t } = useTranslation();
  const phrases = tracks.reduce((sum, track) => sum + track.phraseCount, 0);
  const seconds = tracks.reduce((sum, track) => sum + track.duration, 0);
  const average = tracks.length === 0 ? 0 : Math.round(phrases / tracks.length);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile icon="music" label={t('audioTracks.stats.tracks')} value={tracks.length} />
      <StatTile icon="bookmark" label={t('audioTracks.stats.phrases')} value={phrases} />
      <StatTile icon="chart" label={t('audioTracks.stats.average')} value={average} />
      <StatTile icon="clock" label={t('audioTracks.stats.duration')} value={formatClock(seconds)} />
    </div>
  );
}
