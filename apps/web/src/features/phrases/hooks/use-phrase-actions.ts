import type { Phrase } from '@tolk/contracts/phrases';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCreateAudioTrack } from '../../../entities/audio-tracks/api/create-audio-track';
import { useClearPhrases } from '../../../entities/phrases/api/clear-phrases';
import { useDeletePhrase } from '../../../entities/phrases/api/delete-phrase';
import { errorText } from '../../../shared/api/api-errors';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';
import { formatDateTime } from '../../../shared/lib/format';
import { LIBRARY_NOTICE_MS, TRACK_CREATED_MESSAGE_MS } from '../../../shared/lib/timings';
import { confirmAction } from '../../../shared/ui/confirm';

/**
 * A new track is named 'Audio Track' plus the local date-time (docs/product.md, Phrases), both in the
 * interface language: "Аудиотрек 24 нояб. 2026 г., 14:05" under Russian.
 */
export function trackName(t: TFunction, locale: string, at = new Date()): string {
  return t('phrases.trackName', { date: formatDateTime(at.getTime(), locale, 'short') });
}

interface PhraseActionsOptions {
  notify: (message: FlashMessage, durationMs: number) => void;
  selectedIds: string[];
  clearSelection: () => void;
}

/** What the buttons of /phrases do, with their notices and red banners (docs/product.md, Phrases). */
export function usePhraseActions({ notify, selectedIds, clearSelection }: PhraseActionsOptions) {
  const { t, i18n } = useTranslation();
  const deletion = useDeletePhrase();
  const clearing = useClearPhrases();
  const creation = useCreateAudioTrack();

  const fail = (error: unknown, fallback: string) =>
    notify(
      {
        tone: 'error',
        text: errorText(error, {
          fallback,
          network: t('errors.network'),
          byCode: { STORAGE_QUOTA_EXCEEDED: t('errors.storageFull') },
        }),
      },
      LIBRARY_NOTICE_MS,
    );

  const createTrack = () => {
    if (selectedIds.length === 0) {
      notify({ tone: 'warning', text: t('phrases.messages.selectFirst') }, LIBRARY_NOTICE_MS);
      return;
    }
    creation.mutate(
      { phraseIds: selectedIds, name: trackName(t, i18n.language) },
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

  /** Every phrase on the server, also those on pages not loaded yet. */
  const clearAll = () => {
    if (!confirmAction(t('phrases.messages.confirmClear'))) return;
    clearing.mutate(undefined, {
      onSuccess: () => notify({ tone: 'success', text: t('phrases.messages.cleared') }, LIBRARY_NOTICE_MS),
      onError: (error) => fail(error, t('phrases.messages.deleteFailed')),
    });
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
