import { Navigate, Outlet } from 'react-router';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { useSession } from '../../shared/session/use-session';
import { DesktopShell } from './desktop-shell';
import { MobileShell } from './mobile-shell';

/**
 * The guarded layout. Only one of the two shells is rendered, so every control exists
 * once in the page (no hidden twins for assistive technology or tests to trip over).
 */
export function AppShell() {
  const { user } = useSession();
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!user) return <Navigate to="/" replace />;
  const Shell = wide ? DesktopShell : MobileShell;
  return (
    <Shell user={user}>
      <Outlet />
    </Shell>
  );
}
