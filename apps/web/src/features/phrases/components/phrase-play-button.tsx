import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';

export type PhrasePlayback = 'idle' | 'loading' | 'playing';

/** Play / stop for one phrase's clips, named by its original text. */
export function PhrasePlayButton({
  text,
  playback,
  onPlay,
}: {
  text: string;
  playback: PhrasePlayback;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="h-9 w-9 shrink-0 px-0"
      aria-label={t(playback === 'idle' ? 'phrases.row.play' : 'phrases.row.stop', { text })}
      aria-pressed={playback !== 'idle'}
      onClick={onPlay}
    >
      {playback === 'loading' ? (
        <Spinner />
      ) : (
        <Icon name={playback === 'playing' ? 'stop' : 'play'} className="h-4 w-4" />
      )}
    </Button>
  );
}
