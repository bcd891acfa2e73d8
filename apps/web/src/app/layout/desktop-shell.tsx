import type { PublicUser } from '@tolk/contracts/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerStatusBadge } from '../../features/admin/components/server-status-badge';
import { useSignOut } from '../../shared/session/use-sign-out';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { Logo } from '../../shared/ui/logo';
import { NavLinks } from './nav-links';
import { UserSummary } from './user-summary';

/** Wide screens: a fixed sidebar with the grouped navigation and a slim top bar. */
export function DesktopShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const isAdmin = user.role === 'ADMIN';
  return (
    <div className="min-h-screen">
      <aside className="fixed inset-y-0 left-0 z-20 flex w-64 flex-col border-r border-slate-200 bg-white">
        <div className="flex h-16 shrink-0 items-center border-b border-slate-100 px-5">
          <Link
            to="/dashboard"
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Logo />
          </Link>
        </div>
        <nav aria-label={t('nav.mainLabel')} className="flex-1 overflow-y-auto px-3 py-5">
          <NavLinks isAdmin={isAdmin} />
        </nav>
      </aside>
      <div className="pl-64">
        <header className="sticky top-0 z-10 flex h-16 items-center justify-end gap-5 border-b border-slate-200 bg-white/90 px-8 backdrop-blur">
          {isAdmin ? <ServerStatusBadge /> : null}
          <div className="max-w-xs">
            <UserSummary user={user} />
          </div>
          <Button variant="secondary" size="sm" icon={<Icon name="signOut" className="h-4 w-4" />} onClick={signOut}>
            {t('nav.signOut')}
          </Button>
        </header>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-8 py-8 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
