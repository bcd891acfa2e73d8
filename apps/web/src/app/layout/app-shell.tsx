import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../entities/session/use-session';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { cn } from '../../shared/lib/cn';
import { AdminDebugButton } from './admin-debug-button';
import { DesktopTopBar } from './desktop-top-bar';
import { MobileTopBar } from './mobile-top-bar';
import { OfflineStatus } from './offline-status';
import { PageSuspense } from './page-suspense';
import { Sidebar } from './sidebar';

/**
 * The guarded layout. Wide screens get a sidebar, narrow ones a hamburger menu. Only one
 * navigation is rendered at a time, so every control exists once in the page; <main> keeps
 * its place in the tree, so crossing the breakpoint does not reset the page's state.
 */
export function AppShell() {
  const { user } = useSession();
  const location = useLocation();
  const wide = useMediaQuery('(min-width: 1024px)');
  // The menu belongs to the location it was opened at: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = !wide && menuOpenedAt === location.key;
  const setMenuOpen = useCallback((open: boolean) => setMenuOpenedAt(open ? location.key : null), [location.key]);

  // After a navigation from the mobile menu the focused link is gone: continue at the new page.
  const mainRef = useRef<HTMLElement>(null);
  const lastLocationKey = useRef(location.key);
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) mainRef.current?.focus({ preventScroll: true });
  }, [location.key]);

  if (!user) return <Navigate to="/" replace />;
  const isAdmin = user.role === 'ADMIN';
  // A support tool: administrators on a phone only (the button hides itself from 768 px).
  const debugButton = isAdmin && !wide;

  return (
    <div className="min-h-screen">
      {wide ? <Sidebar isAdmin={isAdmin} /> : null}
      <div className={cn(wide && 'pl-64')}>
        {wide ? <DesktopTopBar user={user} /> : <MobileTopBar user={user} open={menuOpen} onOpenChange={setMenuOpen} />}
        <OfflineStatus />
        {/* The open menu covers the page: the page behind it is out of reach until it closes. */}
        <main
          ref={mainRef}
          id="main"
          tabIndex={-1}
          inert={menuOpen}
          aria-hidden={menuOpen || undefined}
          className={cn(
            'mx-auto w-full focus:outline-none',
            wide ? 'max-w-6xl px-8 py-8' : 'px-4 py-6 sm:px-6',
            // Room below the page's last actions, so scrolling to the end clears the floating button.
            debugButton && 'max-md:pb-24',
          )}
        >
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        </main>
        {debugButton && !menuOpen ? <AdminDebugButton /> : null}
      </div>
    </div>
  );
}
