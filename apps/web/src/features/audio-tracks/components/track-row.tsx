import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/lib/duration';
import { formatDate } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { type PlaybackState, PlayToggle } from './play-toggle';
import { PlaybackProgress } from './playback-progress';
import { TrackLanguage } from './track-language';
import { TrackRenderState } from './track-render-state';

interface TrackRowProps {
  track: AudioTrack;
  playback: PlaybackState;
  elapsed: number;
  onPlay: () => void;
  downloading: boolean;
  onDownload: () => void;
  deleting: boolean;
  onDelete: () => void;
}

/** One track: while it renders, its progress (or why it failed); once ready, play/stop, name, language, duration, phrase count, date, download, delete. */
export function TrackRow({
  track,
  playback,
  elapsed,
  onPlay,
  downloading,
  onDownload,
  deleting,
  onDelete,
}: TrackRowProps) {
  const { t, i18n } = useTranslation();
  return (
    <li className="px-4 py-4 sm:px-5" aria-busy={deleting || undefined}>
      <div className="flex items-start gap-3 sm:gap-4">
        {track.status === 'ready' ? (
          <PlayToggle
            state={playback}
            label={t(playback === 'idle' ? 'audioTracks.row.play' : 'audioTracks.row.stop', { name: track.name })}
            onClick={onPlay}
          />
        ) : (
          <span
            aria-hidden="true"
            className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full ${
              track.status === 'failed' ? 'bg-rose-50 text-rose-600' : 'bg-slate-100 text-slate-500'
            }`}
          >
            <Icon name={track.status === 'failed' ? 'warning' : 'clock'} className="h-5 w-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold text-slate-900">{track.name}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500">
            <TrackLanguage language={track.language} />
            {track.status === 'ready' ? (
              <span className="inline-flex items-center gap-1 tabular-nums">
                <Icon name="clock" className="h-3.5 w-3.5" />
                {formatClock(track.duration)}
              </span>
            ) : null}
            <span>{t('audioTracks.row.phrases', { count: track.phraseCount })}</span>
            <time dateTime={track.createdAt}>{formatDate(track.createdAt, i18n.language)}</time>
          </div>
          <TrackRenderState track={track} />
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          {track.status === 'ready' ? (
            <Button
              variant="secondary"
              size="sm"
              className="h-9 w-9 px-0"
              aria-label={t('audioTracks.row.download', { name: track.name })}
              loading={downloading}
              onClick={onDownload}
            >
              {downloading ? null : <Icon name="download" className="h-4 w-4" />}
            </Button>
          ) : null}
          <Button
            variant="dangerSoft"
            size="sm"
            className="h-9 w-9 px-0"
            aria-label={t('audioTracks.row.delete', { name: track.name })}
            loading={deleting}
            onClick={onDelete}
          >
            {deleting ? null : <Icon name="trash" className="h-4 w-4" />}
          </Button>
        </div>
      </div>
      {playback === 'playing' ? (
        <PlaybackProgress elapsed={elapsed} total={track.duration} label={t('audioTracks.row.progress')} />
      ) : null}
    </li>
  );
}
