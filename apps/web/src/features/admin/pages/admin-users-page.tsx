import { ADMIN_FAILURE_MESSAGE_MS } from '@tolk/contracts/limits';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/use-session';
import { errorText } from '../../../shared/api/api-errors';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { ToastArea } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { Spinner } from '../../../shared/ui/spinner';
import { useUserPages } from '../api/get-users';
import { AdminTabs } from '../components/admin-tabs';
import { PendingSignupsCard } from '../components/pending-signups-card';
import { UsersCards, UsersTable } from '../components/users-table';

/** /admin/users: the user table with status, role and delete (docs/product.md, Admin). */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const users = useUserPages();
  const list = useMemo(() => users.data?.pages.flatMap((page) => page.items), [users.data]);
  // Every account, not the pages loaded: the server counts them with each page (X-Total-Count).
  const total = users.data?.pages[0]?.total;
  const flash = useFlashMessage();
  const wide = useMediaQuery('(min-width: 768px)');
  const { show } = flash;

  useEffect(() => {
    if (!users.error) return;
    show(
      {
        tone: 'error',
        text: errorText(users.error, { fallback: t('admin.users.messages.fetchFailed'), network: t('errors.network') }),
      },
      ADMIN_FAILURE_MESSAGE_MS,
    );
  }, [users.error, show, t]);

  const List = wide ? UsersTable : UsersCards;

  return (
    <div className="space-y-6">
      <PageTitle title={t('admin.users.title')} />
      <PageHeader
        title={t('admin.users.title')}
        description={t('admin.users.subtitle')}
        actions={
          <Button
            variant="secondary"
            icon={<Icon name="refresh" />}
            loading={users.isFetching}
            onClick={() => void users.refetch()}
          >
            {t('common.refresh')}
          </Button>
        }
      />
      <AdminTabs />
      <ToastArea message={flash.message} />
      <PendingSignupsCard notify={show} />
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">{t('admin.users.listTitle')}</h2>
          <span className="text-xs text-slate-500">
            {total === undefined || total === null ? '\u00a0' : t('admin.users.count', { count: total })}
          </span>
        </div>
        {users.isPending ? (
          <div className="flex items-center justify-center gap-3 p-10 text-sm text-slate-600">
            <Spinner className="h-5 w-5 text-indigo-600" />
            {t('admin.users.loading')}
          </div>
        ) : list ? (
          list.length === 0 ? (
            <p className="p-10 text-center text-sm text-slate-600">{t('admin.users.empty')}</p>
          ) : (
            <>
              <List users={list} currentUserId={me?.id} notify={show} />
              <LoadMore
                hasMore={users.hasNextPage}
                loading={users.isFetchingNextPage}
                failed={users.isFetchNextPageError}
                onLoadMore={() => void users.fetchNextPage()}
              />
            </>
          )
        ) : (
          <div className="flex flex-col items-center gap-3 p-10 text-center text-sm text-slate-600">
            <p>{t('admin.users.loadError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void users.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
