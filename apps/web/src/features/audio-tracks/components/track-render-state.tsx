import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { useTranslation } from 'react-i18next';

/**
 * A track that is not ready yet: how far its rendering is (the list asks again every second until it
 * plays), or why it could not be rendered, in the interface language's words for the failure's code.
 */
export function TrackRenderState({ track }: { track: AudioTrack }) {
  const { t, i18n } = useTranslation();
  if (track.status === 'failed') {
    const code = track.failure?.code;
    const key = `errors.code.${code}`;
    const reason =
      code && !i18n.language.startsWith('en') && i18n.exists(key) ? String(t(key as never)) : track.failure?.error;
    return (
      <p role="status" className="mt-2 break-words text-sm text-rose-700">
        {t('audioTracks.row.failed', { reason: reason ?? '' })}
      </p>
    );
  }
  if (track.status !== 'rendering') return null;
  const percent = Math.round(track.progress * 100);
  return (
    <div className="mt-2">
      <p role="status" className="text-sm text-slate-600">
        {t('audioTracks.row.rendering', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('audioTracks.row.renderingProgress', { name: track.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-1.5 max-w-xs overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
