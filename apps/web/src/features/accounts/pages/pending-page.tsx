import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useMe } from '../../../entities/session/api/get-me';
import { isSignedIn } from '../../../entities/session/session-store';
import { useSession } from '../../../entities/session/use-session';
import { Button } from '../../../shared/ui/button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { Icon } from '../../../shared/ui/icon';
import { HoldingScreen } from '../components/holding-screen';

export function PendingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();

  // The account was approved (or blocked) meanwhile: follow the server's view.
  if (session.user?.status === 'BLOCKED') return <Navigate to="/blocked" replace />;
  if (isSignedIn(session) && session.user.status === 'ACTIVE') return <Navigate to="/dashboard" replace />;

  return (
    <HoldingScreen
      tone="warning"
      icon="clock"
      title={t('auth.pending.title')}
      actions={
        session.token ? (
          <Button icon={<Icon name="refresh" />} loading={me.isFetching} onClick={() => void me.refetch()}>
            {t('auth.holding.checkAgain')}
          </Button>
        ) : (
          <Link to="/login" className={buttonClasses('primary')}>
            {t('auth.pending.signInAgain')}
          </Link>
        )
      }
    >
      <p>{t('auth.pending.body')}</p>
      <p className="text-sm">{t('auth.pending.next')}</p>
    </HoldingScreen>
  );
}
