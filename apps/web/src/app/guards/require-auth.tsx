import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../entities/session/api/get-me';
import { isSignedIn } from '../../entities/session/session-store';
import { useSession } from '../../entities/session/use-session';
import { FullPageSpinner } from '../../shared/ui/spinner';

/**
 * Guarded pages whose signed-out visitors are asked to sign in rather than shown the front page:
 * the dialogue sends them to /login (docs/product.md, Dialogue).
 */
const SIGN_IN_FIRST = new Set(['/gpt-dialogue']);

/**
 * Guarded area (docs/product.md, Navigation). The server re-checks the account on every
 * request, so /api/auth/me is asked again on each navigation; its answer updates the
 * session (blocked, pending, signed out) and this guard follows.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const me = useMe();
  const { refetch } = me;

  const lastLocationKey = useRef(location.key);
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    void refetch();
  }, [location.key, refetch]);

  if (!isSignedIn(session)) return <Navigate to={SIGN_IN_FIRST.has(location.pathname) ? '/login' : '/'} replace />;
  // First check of a restored session: wait for the server's view before showing anything.
  if (me.isPending && me.isFetching) return <FullPageSpinner label={t('common.loading')} />;
  if (session.user.status === 'PENDING') return <Navigate to="/pending" replace />;
  if (session.user.status === 'BLOCKED') return <Navigate to="/blocked" replace />;
  return <Outlet />;
}
