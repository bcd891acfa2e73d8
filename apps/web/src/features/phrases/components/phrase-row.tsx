import type { Phrase } from '@tolk/contracts/phrases';
import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { formatDate } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Spinner } from '../../../shared/ui/spinner';
import { LanguagePairLabel } from './language-pair-label';

interface PhraseRowProps {
  phrase: Phrase;
  selected: boolean;
  onToggle: () => void;
  playback: 'idle' | 'loading' | 'playing';
  onPlay: () => void;
  deleting: boolean;
  onDelete: () => void;
}

export function hasAudio(phrase: Phrase): boolean {
  return Boolean(phrase.audioUrl || phrase.originalAudioUrl);
}

/** One saved phrase: checkbox, both texts, pair, date, audio marker, play and delete. */
export function PhraseRow({ phrase, selected, onToggle, playback, onPlay, deleting, onDelete }: PhraseRowProps) {
  const { t, i18n } = useTranslation();
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
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500">
          <LanguagePairLabel source={phrase.sourceLanguage} target={phrase.targetLanguage} />
          <time dateTime={phrase.createdAt}>{formatDate(phrase.createdAt, i18n.language)}</time>
          {hasAudio(phrase) ? (
            <Badge tone="success">
              <Icon name="speaker" className="h-3.5 w-3.5" />
              {t('phrases.row.hasAudio')}
            </Badge>
          ) : (
            <Badge>{t('phrases.row.noAudio')}</Badge>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
        {hasAudio(phrase) ? (
          <Button
            variant="secondary"
            size="sm"
            className="h-9 w-9 px-0"
            aria-label={t(playback === 'idle' ? 'phrases.row.play' : 'phrases.row.stop', { text: phrase.originalText })}
            aria-pressed={playback !== 'idle'}
            onClick={onPlay}
          >
            {playback === 'loading' ? (
              <Spinner />
            ) : (
              <Icon name={playback === 'playing' ? 'stop' : 'play'} className="h-4 w-4" />
            )}
          </Button>
        ) : null}
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
