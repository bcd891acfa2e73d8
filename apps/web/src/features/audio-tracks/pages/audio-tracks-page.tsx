import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioTrackPages } from '../../../entities/audio-tracks/api/get-audio-tracks';
import { useLocalTrainers } from '../../../entities/audio-tracks/local-trainers-query';
import { useSession } from '../../../entities/session/use-session';
import { useStats } from '../../../entities/user-stats/api/get-stats';
import { NetworkError } from '../../../shared/api/api-errors';
import { serverListView } from '../../../shared/api/server-list-view';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { useOnlineStatus } from '../../../shared/hooks/use-online-status';
import { ToastArea, UndoToast } from '../../../shared/ui/alert';
import { AuthRequired } from '../../../shared/ui/auth-required';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { ListEmpty, ListError, ListLoading, ListOffline } from '../../../shared/ui/list-states';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { AudioStats } from '../components/audio-stats';
import { LocalTrainersSection } from '../components/local-trainers-section';
import { TrackList } from '../components/track-list';
import { useAudioTrackActions } from '../hooks/use-audio-track-actions';
import { useLibraryPlayback } from '../hooks/use-library-playback';

/** /audio: the rendered audio tracks, and trainers on this device waiting for sync (docs/product.md, Audio tracks). */
export function AudioTracksPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  if (!token) return <AuthRequired message={t('audioTracks.authRequired')} />;
  return <AudioLibrary />;
}

function AudioLibrary() {
  const { t } = useTranslation();
  const tracks = useAudioTrackPages();
  // The list is paged: the totals come from the server's statistics, not from the loaded pages.
  const stats = useStats();
  const online = useOnlineStatus();
  // Offline the server's tracks cannot play (their audio comes from the server): every trainer on this device can.
  const trainers = useLocalTrainers({ includeSynced: !online });
  const flash = useFlashMessage();
  const playback = useLibraryPlayback();
  const actions = useAudioTrackActions(flash.show);
  // Gone from the list while Undo is offered and while the server deletes it; back only if that fails.
  const waitingId = actions.pendingDeletion?.id;
  const deletingId = actions.deletingId;
  const list = useMemo(
    () =>
      tracks.data?.pages
        .flatMap((page) => page.tracks)
        .filter((track) => track.id !== waitingId && track.id !== deletingId) ?? [],
    [tracks.data, waitingId, deletingId],
  );
  const view = serverListView(
    { isPending: tracks.isPending, isError: tracks.isError, hasData: Boolean(tracks.data) },
    online,
    list.length === 0,
  );

  return (
    <div className="space-y-6">
      <PageTitle title={t('audioTracks.title')} />
      <PageHeader
        title={t('audioTracks.title')}
        description={t('audioTracks.subtitle')}
        actions={
          <>
            {playback.isActive ? (
              <Button variant="danger" icon={<Icon name="stop" />} onClick={playback.stop}>
                {t('audioTracks.stopAudio')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              icon={<Icon name="refresh" />}
              loading={online && tracks.isFetching}
              disabled={!online}
              title={online ? undefined : t('offline.needsConnection')}
              onClick={() => void Promise.all([tracks.refetch(), trainers.refetch()])}
            >
              {t('common.refresh')}
            </Button>
            <ButtonLink to="/phrases" variant="secondary">
              <Icon name="bookmark" />
              {t('audioTracks.toPhrases')}
            </ButtonLink>
          </>
        }
      />
      {/* The server's totals describe tracks that cannot play offline. */}
      {online ? <AudioStats stats={stats.data} /> : null}
      <Card className="overflow-hidden">
        {view === 'offline' ? (
          <ListOffline message={t('offline.audio.server')} />
        ) : view === 'loading' ? (
          <ListLoading label={t('audioTracks.loading')} />
        ) : view === 'error' ? (
          <ListError
            message={tracks.error instanceof NetworkError ? t('errors.network') : t('audioTracks.messages.loadFailed')}
            onRetry={() => void tracks.refetch()}
          />
        ) : view === 'empty' ? (
          <ListEmpty
            title={t('audioTracks.empty.title')}
            body={t('audioTracks.empty.body')}
            action={<ButtonLink to="/phrases">{t('audioTracks.empty.action')}</ButtonLink>}
          />
        ) : (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
              <h2 className="text-sm font-semibold text-slate-900">{t('audioTracks.listTitle')}</h2>
              <Button
                variant="dangerSoft"
                size="sm"
                icon={<Icon name="trash" className="h-4 w-4" />}
                loading={actions.clearing}
                onClick={() => {
                  playback.stop();
                  actions.clearAll();
                }}
              >
                {t('audioTracks.clearAll')}
              </Button>
            </div>
            <TrackList
              tracks={list}
              playback={playback}
              onPlayFailed={actions.playFailed}
              downloadingId={actions.downloadingId}
              onDownload={(track) => void actions.download(track)}
              deletingId={actions.deletingId}
              onDelete={(track) => {
                if (playback.trackState(track) !== 'idle') playback.stop();
                actions.deleteOne(track);
              }}
            />
            <LoadMore
              hasMore={tracks.hasNextPage}
              loading={tracks.isFetchingNextPage}
              failed={tracks.isFetchNextPageError}
              onLoadMore={() => void tracks.fetchNextPage()}
            />
          </>
        )}
      </Card>
      <LocalTrainersSection
        trainers={trainers.data ?? []}
        online={online}
        playbackOf={playback.trainerState}
        onPlay={(trainer) => void playback.toggleTrainer(trainer).catch(actions.playFailed)}
        onDelete={(trainer) => {
          if (playback.trainerState(trainer).state !== 'idle') playback.stop();
          actions.deleteLocal(trainer);
        }}
      />
      <ToastArea message={flash.message}>
        {actions.pendingDeletion ? (
          <UndoToast
            text={t('audioTracks.undo.deleted', { name: actions.pendingDeletion.name })}
            actionLabel={t('audioTracks.undo.action')}
            onUndo={actions.undoDeletion}
          />
        ) : null}
      </ToastArea>
    </div>
  );
}
