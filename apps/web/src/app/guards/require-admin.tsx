import { Navigate, Outlet } from 'react-router';
import { isSignedIn } from '../../entities/session/session-store';
import { useSession } from '../../entities/session/use-session';

/** Admin-only pages: not signed in → /, not an ADMIN → /dashboard. Sits inside RequireAuth. */
export function RequireAdmin() {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to="/" replace />;
  if (session.user.role !== 'ADMIN') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
