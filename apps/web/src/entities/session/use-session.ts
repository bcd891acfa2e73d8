import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from './session-store';

export function useSession(): Session {
  // The third argument serves the landing page's prerender (src/app/prerender), where nobody is signed in.
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

/** Whether the signed-in user is an administrator, who also reads what the server's setup lacks. */
export function useIsAdmin(): boolean {
  return useSession().user?.role === 'ADMIN';
}
