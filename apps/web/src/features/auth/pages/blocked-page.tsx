import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isSignedIn } from '../../../shared/session/session-store';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useMe } from '../api/get-me';
import { HoldingScreen } from '../components/holding-screen';

export function BlockedPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();

  if (session.user?.status === 'PENDING') return <Navigate to="/pending" replace />;
  if (isSignedIn(session) && session.user.status === 'ACTIVE') return <Navigate to="/dashboard" replace />;

  return (
    <HoldingScreen
      tone="danger"
      icon="lock"
      title={t('auth.blocked.title')}
      actions={
        session.token ? (
          <Button icon={<Icon name="refresh" />} loading={me.isFetching} onClick={() => void me.refetch()}>
            {t('auth.holding.checkAgain')}
          </Button>
        ) : null
      }
    >
      <p>{t('auth.blocked.body')}</p>
      <p className="text-sm">{t('auth.blocked.next')}</p>
    </HoldingScreen>
  );
}
