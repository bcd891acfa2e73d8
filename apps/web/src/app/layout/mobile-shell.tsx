import type { PublicUser } from '@tolk/contracts/users';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ServerStatusBadge } from '../../features/admin/components/server-status-badge';
import { useSignOut } from '../../shared/session/use-sign-out';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { Logo } from '../../shared/ui/logo';
import { NavLinks } from './nav-links';
import { UserSummary } from './user-summary';

const MENU_ID = 'mobile-menu';

/** Narrow screens: a top bar with a hamburger that opens a menu mirroring the sidebar. */
export function MobileShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the location it was opened at: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const isAdmin = user.role === 'ADMIN';

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
        <Link
          to="/dashboard"
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenedAt(open ? null : location.key)}
          className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Icon name={open ? 'close' : 'menu'} className="h-6 w-6" />
        </button>
      </header>
      <div
        id={MENU_ID}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-14 z-20 overflow-y-auto border-t border-slate-100 bg-white motion-safe:animate-fade-in"
      >
        {open ? (
          <>
            <div className="space-y-3 border-b border-slate-100 px-4 py-4">
              <UserSummary user={user} />
              {isAdmin ? <ServerStatusBadge /> : null}
            </div>
            <nav aria-label={t('nav.mainLabel')} className="px-3 py-4">
              <NavLinks isAdmin={isAdmin} />
            </nav>
            <div className="border-t border-slate-100 px-4 py-4">
              <Button variant="secondary" className="w-full" icon={<Icon name="signOut" />} onClick={signOut}>
                {t('nav.signOut')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <main id="main" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}
