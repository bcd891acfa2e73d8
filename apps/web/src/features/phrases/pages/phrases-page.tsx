import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhrasePages } from '../../../entities/phrases/api/get-phrases';
import { useLocalPhrases } from '../../../entities/phrases/local-phrases-query';
import { useSession } from '../../../entities/session/use-session';
import { useStats } from '../../../entities/user-stats/api/get-stats';
import { NetworkError } from '../../../shared/api/api-errors';
import { serverListView } from '../../../shared/api/server-list-view';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { useOnlineStatus } from '../../../shared/hooks/use-online-status';
import { ToastArea } from '../../../shared/ui/alert';
import { AuthRequired } from '../../../shared/ui/auth-required';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { ListEmpty, ListError, ListLoading, ListOffline } from '../../../shared/ui/list-states';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { LocalPhrasesSection } from '../components/local-phrases-section';
import { PhraseList } from '../components/phrase-list';
import { PhrasesStats } from '../components/phrases-stats';
import { PhrasesToolbar } from '../components/phrases-toolbar';
import { usePhraseActions } from '../hooks/use-phrase-actions';
import { usePhrasePlayback } from '../hooks/use-phrase-playback';
import { usePhraseSelection } from '../hooks/use-phrase-selection';

/** /phrases: the saved phrases, picked to build an audio track (docs/product.md, Phrases). */
export function PhrasesPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  if (!token) return <AuthRequired message={t('phrases.authRequired')} />;
  return <PhrasesLibrary />;
}

function PhrasesLibrary() {
  const { t } = useTranslation();
  const phrases = usePhrasePages();
  const online = useOnlineStatus();
  // Offline the server's list is out of reach: every phrase kept on this device stands in for it.
  const localPhrases = useLocalPhrases({ includeSynced: !online });
  // The list is paged: the counters come from the server's totals, not from the loaded pages.
  const stats = useStats();
  const list = useMemo(() => phrases.data?.pages.flatMap((page) => page.phrases) ?? [], [phrases.data]);
  const ids = useMemo(() => list.map((phrase) => phrase.id), [list]);
  const selection = usePhraseSelection(ids);
  const flash = useFlashMessage();
  const playback = usePhrasePlayback();
  const view = serverListView(
    { isPending: phrases.isPending, isError: phrases.isError, hasData: Boolean(phrases.data) },
    online,
    list.length === 0,
  );
  const actions = usePhraseActions({
    notify: flash.show,
    selectedIds: selection.selectedIds,
    clearSelection: selection.clear,
  });

  return (
    <div className="space-y-6">
      <PageTitle title={t('phrases.title')} />
      <PageHeader
        title={t('phrases.title')}
        description={t('phrases.subtitle')}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Icon name="refresh" />}
              loading={online && phrases.isFetching}
              disabled={!online}
              title={online ? undefined : t('offline.needsConnection')}
              onClick={() => void Promise.all([phrases.refetch(), localPhrases.refetch()])}
            >
              {t('common.refresh')}
            </Button>
            <ButtonLink to="/texttranslate">
              <Icon name="plus" />
              {t('phrases.addPhrase')}
            </ButtonLink>
          </>
        }
      />
      {/* The server's totals and a selection of its phrases mean nothing while that list is out of reach. */}
      {online ? (
        <PhrasesStats
          total={stats.data?.totalPhrases}
          selected={selection.selectedIds.length}
          withAudio={stats.data?.phrasesWithAudio}
        />
      ) : null}
      <Card className="overflow-hidden">
        {view === 'offline' ? (
          <ListOffline message={t('offline.phrases.server')} />
        ) : view === 'loading' ? (
          <ListLoading label={t('phrases.loading')} />
        ) : view === 'error' ? (
          <ListError
            message={phrases.error instanceof NetworkError ? t('errors.network') : t('phrases.messages.loadFailed')}
            onRetry={() => void phrases.refetch()}
          />
        ) : view === 'empty' ? (
          <ListEmpty
            title={t('phrases.empty.title')}
            body={t('phrases.empty.body')}
            action={<ButtonLink to="/texttranslate">{t('phrases.empty.action')}</ButtonLink>}
          />
        ) : (
          <>
            <PhrasesToolbar
              total={list.length}
              selected={selection.selectedIds.length}
              onSelectAll={selection.setAll}
              creating={actions.creating}
              onCreateTrack={actions.createTrack}
              clearing={actions.clearing}
              onClearAll={() => {
                playback.stop();
                actions.clearAll();
              }}
            />
            <PhraseList
              phrases={list}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
              playback={playback}
              onPlayFailed={actions.playFailed}
              deletingId={actions.deletingId}
              onDelete={(phrase) => {
                if (playback.stateOf(phrase) !== 'idle') playback.stop();
                actions.deleteOne(phrase);
              }}
            />
            <LoadMore
              hasMore={phrases.hasNextPage}
              loading={phrases.isFetchingNextPage}
              failed={phrases.isFetchNextPageError}
              onLoadMore={() => void phrases.fetchNextPage()}
            />
          </>
        )}
      </Card>
      <LocalPhrasesSection
        phrases={localPhrases.data ?? []}
        online={online}
        playbackOf={playback.localStateOf}
        onPlay={(phrase) => void playback.toggleLocal(phrase).catch(actions.playFailed)}
      />
      <ToastArea message={flash.message} />
    </div>
  );
}
