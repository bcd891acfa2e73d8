import type { Phrase } from '@tolk/contracts/phrases';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-errors';
import { useCreateAudioTrack } from '../../../shared/api/user-library/create-audio-track';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';
import { LIBRARY_NOTICE_MS, TRACK_CREATED_MESSAGE_MS } from '../../../shared/lib/timings';
import { confirmAction } from '../../../shared/ui/confirm';
import { useClearPhrases } from '../api/clear-phrases';
import { useDeletePhrase } from '../api/delete-phrase';

/** The spec names a new track 'Audio Track' plus the local date-time (section 7). */
function trackName(at = new Date()): string {
  return `Audio Track ${at.toLocaleString()}`;
}

interface PhraseActionsOptions {
  notify: (message: FlashMessage, durationMs: number) => void;
  selectedIds: string[];
  clearSelection: () => void;
}

/** What the buttons of /phrases do, with the spec's notices and red banners. */
export function usePhraseActions({ notify, selectedIds, clearSelection }: PhraseActionsOptions) {
  const { t } = useTranslation();
  const deletion = useDeletePhrase();
  const clearing = useClearPhrases();
  const creation = useCreateAudioTrack();

  const fail = (error: unknown, fallback: string) =>
    notify({ tone: 'error', text: errorText(error, { fallback, network: t('errors.network') }) }, LIBRARY_NOTICE_MS);

  const createTrack = () => {
    if (selectedIds.length === 0) {
      notify({ tone: 'warning', text: t('phrases.messages.selectFirst') }, LIBRARY_NOTICE_MS);
      return;
    }
    creation.mutate(
      { phraseIds: selectedIds, name: trackName() },
      {
        onSuccess: () => {
          clearSelection();
          notify({ tone: 'success', text: t('phrases.messages.trackCreated') }, TRACK_CREATED_MESSAGE_MS);
        },
        onError: (error) => fail(error, t('phrases.messages.createFailed')),
      },
    );
  };

  const deleteOne = (phrase: Phrase) =>
    deletion.mutate(phrase.id, { onError: (error) => fail(error, t('phrases.messages.deleteFailed')) });

  const clearAll = (phrases: Phrase[]) => {
    if (phrases.length === 0 || !confirmAction(t('phrases.messages.confirmClear'))) return;
    clearing.mutate(
      phrases.map((phrase) => phrase.id),
      {
        onSuccess: () => notify({ tone: 'success', text: t('phrases.messages.cleared') }, LIBRARY_NOTICE_MS),
        onError: (error) => fail(error, t('phrases.messages.deleteFailed')),
      },
    );
  };

  return {
    createTrack,
    creating: creation.isPending,
    deleteOne,
    deletingId: deletion.isPending ? (deletion.variables ?? null) : null,
    clearAll,
    clearing: clearing.isPending,
    playFailed: (error: unknown) => fail(error, t('phrases.messages.audioFailed')),
  };
}
