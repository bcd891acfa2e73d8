import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatClock } from '../lib/duration';
import { Icon, type IconName } from '../ui/icon';
import { useAudioElement } from './use-audio-element';

/** Volume moves in tenths. */
const VOLUME_STEP = 0.1;

interface AudioPlayerProps {
  /** A playable URL (object or data URL); null shows the player disabled. */
  src: string | null;
  /** Start as soon as a new source arrives (the translators' auto-play). */
  autoPlay?: boolean;
  /** What is playing, for screen readers ("Translation audio"). */
  label: string;
  className?: string;
}

/** Play, pause, stop, progress with seeking, volume 0..1 in steps of 0.1 and mute. */
export function AudioPlayer({ src, autoPlay = false, label, className }: AudioPlayerProps) {
  const { t } = useTranslation();
  const { ref, state, play, pause, stop, seek, setVolume, toggleMute } = useAudioElement(src, autoPlay);
  const disabled = !src;
  const volume = state.muted ? 0 : state.volume;

  return (
    <fieldset
      aria-label={label}
      className={cn(
        'm-0 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-0 bg-slate-50 p-2.5 ring-1 ring-slate-200',
        className,
      )}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: what it speaks is shown as text beside the player. */}
      <audio ref={ref} src={src ?? undefined} preload="auto" />
      <div className="flex items-center gap-1">
        {state.playing ? (
          <PlayerButton icon="pause" label={t('player.pause')} onClick={pause} disabled={disabled} primary />
        ) : (
          <PlayerButton icon="play" label={t('player.play')} onClick={play} disabled={disabled} primary />
        )}
        <PlayerButton icon="stop" label={t('player.stop')} onClick={stop} disabled={disabled} />
      </div>
      <div className="flex min-w-[10rem] flex-1 items-center gap-2">
        <input
          type="range"
          aria-label={t('player.seek')}
          aria-valuetext={t('player.position', {
            current: formatClock(state.currentTime),
            total: formatClock(state.duration),
          })}
          min={0}
          max={state.duration || 0}
          step={0.01}
          value={Math.min(state.currentTime, state.duration || 0)}
          onChange={(event) => seek(Number(event.target.value))}
          disabled={disabled || state.duration === 0}
          className="h-1.5 min-w-0 flex-1 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed"
        />
        <span className="shrink-0 text-xs tabular-nums text-slate-600">
          {formatClock(state.currentTime)} / {formatClock(state.duration)}
        </span>
      </div>
      <div className="flex items-center gap-1.5">
        <PlayerButton
          icon={volume === 0 ? 'speakerMuted' : 'speaker'}
          label={state.muted ? t('player.unmute') : t('player.mute')}
          onClick={toggleMute}
          pressed={state.muted}
          disabled={disabled}
        />
        <input
          type="range"
          aria-label={t('player.volume')}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
          disabled={disabled}
          className="h-1.5 w-20 cursor-pointer accent-indigo-600 disabled:cursor-not-allowed"
        />
      </div>
    </fieldset>
  );
}

function PlayerButton(props: {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled: boolean;
  primary?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      disabled={props.disabled}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50',
        props.primary ? 'bg-indigo-600 text-white hover:bg-indigo-700' : 'text-slate-600 hover:bg-slate-200',
      )}
    >
      <Icon name={props.icon} className="h-4 w-4" />
    </button>
  );
}
