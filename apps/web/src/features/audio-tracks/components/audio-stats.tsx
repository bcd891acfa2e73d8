import type { UserStats } from '@tolk/contracts/stats';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/lib/duration';
import { StatTile } from '../../../shared/ui/stat-tile';

/**
 * Totals of /audio: tracks, phrases, average phrases per track (rounded), total duration m:ss.
 * From the server's statistics, since the list on screen holds only the pages loaded so far.
 */
export function AudioStats({ stats }: { stats: UserStats | undefined }) {
  const { t } = useTranslation();
  const figure = (value: number | undefined, format: (n: number) => string = String) =>
    value === undefined ? '–' : format(value);
  const average =
    stats === undefined
      ? undefined
      : stats.totalAudioTracks === 0
        ? 0
        : Math.round(stats.audioTrackPhrases / stats.totalAudioTracks);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile icon="music" label={t('audioTracks.stats.tracks')} value={figure(stats?.totalAudioTracks)} />
      <StatTile icon="bookmark" label={t('audioTracks.stats.phrases')} value={figure(stats?.audioTrackPhrases)} />
      <StatTile icon="chart" label={t('audioTracks.stats.average')} value={figure(average)} />
      <StatTile
        icon="clock"
        label={t('audioTracks.stats.duration')}
        value={figure(stats?.audioTrackSeconds, formatClock)}
      />
    </div>
  );
}
