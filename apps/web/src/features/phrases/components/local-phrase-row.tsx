import { isLanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { localPhraseSavedAt } from '../../../entities/phrases/local-phrases';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';
import { formatDate } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { LanguagePairLabel } from './language-pair-label';

interface LocalPhraseRowProps {
  phrase: LocalPhrase;
  playback: 'idle' | 'loading' | 'playing';
  onPlay: () => void;
}

export function localPhraseHasAudio(phrase: LocalPhrase): boolean {
  return Boolean(phrase.translatedAudioBase64 || phrase.originalAudioBlob);
}

/**
 * One phrase kept on this device: both texts, pair, date and a play button for its own copy of
 * the audio. Plain text, not the dictionary's clickable words: looking a word up needs the server.
 */
export function LocalPhraseRow({ phrase, playback, onPlay }: LocalPhraseRowProps) {
  const { t, i18n } = useTranslation();
  const savedAt = localPhraseSavedAt(phrase);
  const hasAudio = localPhraseHasAudio(phrase);
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-slate-900" lang={phrase.sourceLanguage}>
          {phrase.text}
        </p>
        <p className="mt-0.5 break-words text-slate-600" lang={phrase.targetLanguage}>
          {phrase.translation}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500">
          {isLanguageCode(phrase.sourceLanguage) && isLanguageCode(phrase.targetLanguage) ? (
            <LanguagePairLabel source={phrase.sourceLanguage} target={phrase.targetLanguage} />
          ) : null}
          {savedAt ? <time dateTime={savedAt}>{formatDate(savedAt, i18n.language)}</time> : null}
          {hasAudio ? (
            <Badge tone="success">
              <Icon name="speaker" className="h-3.5 w-3.5" />
              {t('phrases.row.hasAudio')}
            </Badge>
          ) : (
            <Badge>{t('phrases.row.noAudio')}</Badge>
          )}
        </div>
      </div>
      {hasAudio ? (
        <Button
          variant="secondary"
          size="sm"
          className="h-9 w-9 shrink-0 px-0"
          aria-label={t(playback === 'idle' ? 'phrases.row.play' : 'phrases.row.stop', { text: phrase.text })}
          aria-pressed={playback !== 'idle'}
          onClick={onPlay}
        >
          <Icon name={playback === 'idle' ? 'play' : 'stop'} className="h-4 w-4" />
        </Button>
      ) : null}
    </li>
  );
}
