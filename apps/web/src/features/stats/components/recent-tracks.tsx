import { useTranslation } from 'react-i18next';
import { useRecentAudioTracks } from '../../../entities/audio-tracks/api/get-audio-tracks';
import { formatClock } from '../../../shared/lib/duration';
import { formatDate } from '../../../shared/lib/format';
import { languageName } from '../../../shared/lib/language-names';
import { RecentList } from './recent-list';
import { RECENT_ITEMS } from './recent-phrases';

export function RecentTracks() {
  const { t, i18n } = useTranslation();
  const tracks = useRecentAudioTracks(RECENT_ITEMS);
  return (
    <RecentList
      id="recent-tracks"
      title={t('dashboard.recent.tracks')}
      to="/audio"
      linkLabel={t('dashboard.recent.allTracks')}
      loading={tracks.isPending}
      empty={t('dashboard.recent.noTracks')}
    >
      {(tracks.data ?? []).map((track) => (
        <li key={track.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-900">{track.title}</p>
            <p className="text-xs text-slate-500">
              {track.language ? `${languageName(track.language, i18n.language)} · ` : ''}
              <time dateTime={track.createdAt}>{formatDate(track.createdAt, i18n.language)}</time>
            </p>
          </div>
          <span className="shrink-0 text-sm tabular-nums text-slate-600">{formatClock(track.duration)}</span>
        </li>
      ))}
    </RecentList>
  );
}
