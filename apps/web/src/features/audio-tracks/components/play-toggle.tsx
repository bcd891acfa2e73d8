import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';

export type PlaybackState = 'idle' | 'loading' | 'playing';

/** The round play/stop control of a track or trainer; pressed while it plays. */
export function PlayToggle({ state, label, onClick }: { state: PlaybackState; label: string; onClick: () => void }) {
  return (
    <Button
      variant={state === 'idle' ? 'secondary' : 'primary'}
      className="h-11 w-11 shrink-0 rounded-full px-0"
      aria-label={label}
      aria-pressed={state !== 'idle'}
      onClick={onClick}
    >
      {state === 'loading' ? <Spinner /> : <Icon name={state === 'playing' ? 'stop' : 'play'} />}
    </Button>
  );
}
