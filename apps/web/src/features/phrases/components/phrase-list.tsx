import type { Phrase } from '@tolk/contracts/phrases';
import type { usePhrasePlayback } from '../hooks/use-phrase-playback';
import { PhraseRow } from './phrase-row';

interface PhraseListProps {
  phrases: Phrase[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  playback: ReturnType<typeof usePhrasePlayback>;
  onPlayFailed: (error: unknown) => void;
  deletingId: string | null;
  onDelete: (phrase: Phrase) => void;
}

export function PhraseList({
  phrases,
  isSelected,
  onToggle,
  playback,
  onPlayFailed,
  deletingId,
  onDelete,
}: PhraseListProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {phrases.map((phrase) => (
        <PhraseRow
          key={phrase.id}
          phrase={phrase}
          selected={isSelected(phrase.id)}
          onToggle={() => onToggle(phrase.id)}
          playback={playback.stateOf(phrase)}
          onPlay={() => void playback.toggle(phrase).catch(onPlayFailed)}
          deleting={deletingId === phrase.id}
          onDelete={() => onDelete(phrase)}
        />
      ))}
    </ul>
  );
}
