import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMe } from '../../../entities/session/api/get-me';
import { isSignedIn } from '../../../entities/session/session-store';
import { useSession } from '../../../entities/session/use-session';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
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
