import type { AudioTrack } from '@tolk/contracts/audio-tracks';
import { TRACK_UNDO_MS } from '@tolk/contracts/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearAudioTracks } from '../../../entities/audio-tracks/api/clear-audio-tracks';
import { useDeleteAudioTrack } from '../../../entities/audio-tracks/api/delete-audio-track';
import { downloadAudioTrack } from '../../../entities/audio-tracks/api/download-audio-track';
import type { LocalTrainer } from '../../../entities/audio-tracks/local-trainers-db';
import { useDeleteLocalTrainer } from '../../../entities/audio-tracks/local-trainers-query';
import { errorText } from '../../../shared/api/api-errors';
import type { FlashMessage } from '../../../shared/hooks/use-flash-message';
import { useUndoableAction } from '../../../shared/hooks/use-undoable-action';
import { LIBRARY_NOTICE_MS } from '../../../shared/lib/timings';
import { confirmAction } from '../../../shared/ui/confirm';

/**
 * What the buttons of /audio do, with their confirmation, notices and red banners (docs/product.md, Audio tracks).
 * Deleting one track asks nothing: the track leaves the list at once with an Undo toast, and the server deletes it
 * when the toast has gone (Clear All, which cannot be undone this way, still asks first).
 */
export function useAudioTrackActions(notify: (message: FlashMessage, durationMs: number) => void) {
  const { t } = useTranslation();
  const deletion = useDeleteAudioTrack();
  const clearing = useClearAudioTracks();
  const localDeletion = useDeleteLocalTrainer();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const deferredDeletion = useUndoableAction(
    (track: AudioTrack) =>
      deletion.mutate(track.id, { onError: (error) => fail(error, t('audioTracks.messages.deleteFailed')) }),
    TRACK_UNDO_MS,
  );

  const fail = (error: unknown, fallback: string) =>
    notify({ tone: 'error', text: errorText(error, { fallback, network: t('errors.network') }) }, LIBRARY_NOTICE_MS);

  const download = async (track: AudioTrack) => {
    setDownloadingId(track.id);
    try {
      await downloadAudioTrack(track);
    } catch (error) {
      fail(error, t('audioTracks.messages.downloadFailed'));
    } finally {
      setDownloadingId(null);
    }
  };

  /** Every track on the server, also those on pages not loaded yet. */
  const clearAll = () => {
    if (!confirmAction(t('audioTracks.messages.confirmClear'))) return;
    clearing.mutate(undefined, {
      onSuccess: () => notify({ tone: 'success', text: t('audioTracks.messages.cleared') }, LIBRARY_NOTICE_MS),
      onError: (error) => fail(error, t('audioTracks.messages.deleteFailed')),
    });
  };

  return {
    deleteOne: deferredDeletion.start,
    /** The track waiting out its Undo window: hidden from the list, still on the server. */
    pendingDeletion: deferredDeletion.pending,
    undoDeletion: deferredDeletion.undo,
    deletingId: deletion.isPending ? (deletion.variables ?? null) : null,
    download,
    downloadingId,
    clearAll,
    clearing: clearing.isPending,
    deleteLocal: (trainer: LocalTrainer) =>
      localDeletion.mutate(trainer.id, {
        onError: () => notify({ tone: 'error', text: t('audioTracks.messages.localDeleteFailed') }, LIBRARY_NOTICE_MS),
      }),
    playFailed: (error: unknown) => fail(error, t('audioTracks.messages.audioFailed')),
  };
}
