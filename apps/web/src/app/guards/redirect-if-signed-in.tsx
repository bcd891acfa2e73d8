import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isSignedIn } from '../../entities/session/session-store';
import { useSession } from '../../entities/session/use-session';

/** Public pages an active signed-in user has no use for (landing, login, register) send them to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (isSignedIn(session) && session.user.status === 'ACTIVE') return <Navigate to="/dashboard" replace />;
  return children;
}
