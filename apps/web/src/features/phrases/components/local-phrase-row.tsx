import { useTranslation } from 'react-i18next';
import { localPhraseSavedAt } from '../../../entities/phrases/local-phrases';
import type { LocalPhrase } from '../../../entities/phrases/local-phrases-db';
import { useDeleteLocalPhrase } from '../../../entities/phrases/local-phrases-query';
import { refusalText } from '../../../shared/api/refusal-text';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { PhraseDetails } from './phrase-details';
import { PhrasePlayButton, type PhrasePlayback } from './phrase-play-button';

interface LocalPhraseRowProps {
  phrase: LocalPhrase;
  playback: PhrasePlayback;
  onPlay: () => void;
}

export function localPhraseHasAudio(phrase: LocalPhrase): boolean {
  return Boolean(phrase.translatedAudioBase64 || phrase.originalAudioBlob);
}

/**
 * One phrase kept on this device: both texts, pair, date and a play button for its own copy of
 * the audio. Plain text, not the dictionary's clickable words: looking a word up needs the server.
 * A phrase the server refused for good says why and can be deleted.
 */
export function LocalPhraseRow({ phrase, playback, onPlay }: LocalPhraseRowProps) {
  const { t } = useTranslation();
  const remove = useDeleteLocalPhrase();
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
        <PhraseDetails
          sourceLanguage={phrase.sourceLanguage}
          targetLanguage={phrase.targetLanguage}
          savedAt={localPhraseSavedAt(phrase)}
          hasAudio={hasAudio}
        />
        {phrase.refused ? (
          <p className="mt-2 text-sm text-rose-700">
            {t('sync.notUploaded', { reason: refusalText(t, phrase.refused) })}
          </p>
        ) : null}
      </div>
      {hasAudio ? <PhrasePlayButton text={phrase.text} playback={playback} onPlay={onPlay} /> : null}
      {phrase.refused ? (
        <Button
          variant="dangerSoft"
          size="sm"
          className="h-9 w-9 shrink-0 px-0"
          aria-label={t('phrases.row.delete', { text: phrase.text })}
          loading={remove.isPending}
          onClick={() => remove.mutate(phrase.id)}
        >
          {remove.isPending ? null : <Icon name="trash" className="h-4 w-4" />}
        </Button>
      ) : null}
    </li>
  );
}
