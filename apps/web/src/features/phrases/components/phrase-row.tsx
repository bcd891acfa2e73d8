import type { Phrase } from '@tolk/contracts/phrases';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { PhraseDetails } from './phrase-details';
import { PhrasePlayButton, type PhrasePlayback } from './phrase-play-button';

interface PhraseRowProps {
  phrase: Phrase;
  selected: boolean;
  onToggle: () => void;
  playback: PhrasePlayback;
  onPlay: () => void;
  deleting: boolean;
  onDelete: () => void;
}

export function hasAudio(phrase: Phrase): boolean {
  return Boolean(phrase.audioUrl || phrase.originalAudioUrl);
}

/** One saved phrase: checkbox, both texts, pair, date, audio marker, play and delete. */
export function PhraseRow({ phrase, selected, onToggle, playback, onPlay, deleting, onDelete }: PhraseRowProps) {
  const { t } = useTranslation();
  const textId = `phrase-${phrase.id}-text`;
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5" aria-busy={deleting || undefined}>
      <input
        type="checkbox"
        // Named by the phrase, not wrapped in a <label>: a click on its words opens the dictionary instead.
        // The name is its own string: the words are buttons, which a name taken from them would not read as one text.
        aria-label={t('phrases.row.select', { text: phrase.originalText })}
        checked={selected}
        onChange={onToggle}
        className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-indigo-600"
      />
      <div className="min-w-0 flex-1">
        <p id={textId} className="break-words font-semibold text-slate-900">
          <ClickableText text={phrase.originalText} language={phrase.sourceLanguage} />
        </p>
        <p className="mt-0.5 break-words text-slate-600">
          <ClickableText text={phrase.translatedText} language={phrase.targetLanguage} />
        </p>
        <PhraseDetails
          sourceLanguage={phrase.sourceLanguage}
          targetLanguage={phrase.targetLanguage}
          savedAt={phrase.createdAt}
          hasAudio={hasAudio(phrase)}
        />
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
        {hasAudio(phrase) ? <PhrasePlayButton text={phrase.originalText} playback={playback} onPlay={onPlay} /> : null}
        <Button
          variant="dangerSoft"
          size="sm"
          className="h-9 w-9 px-0"
          aria-label={t('phrases.row.delete', { text: phrase.originalText })}
          loading={deleting}
          onClick={onDelete}
        >
          {deleting ? null : <Icon name="trash" className="h-4 w-4" />}
        </Button>
      </div>
    </li>
  );
}
