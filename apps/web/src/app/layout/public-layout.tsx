import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { isSignedIn } from '../../entities/session/session-store';
import { useSession } from '../../entities/session/use-session';
import { ButtonLink } from '../../shared/ui/button-link';
import { Logo } from '../../shared/ui/logo';
import { PageSuspense } from './page-suspense';

/**
 * Public pages (fixed to English): a light header with sign-in links for visitors. A signed-in account
 * waiting for approval or blocked (/pending, /blocked) gets neither: its page offers Sign Out instead.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const active = signedIn && session.user.status === 'ACTIVE';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to="/"
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Logo />
          </Link>
          <nav aria-label={t('nav.publicLabel')} className="flex items-center gap-1 sm:gap-2">
            {active ? (
              <ButtonLink to="/dashboard" size="sm">
                {t('nav.openDashboard')}
              </ButtonLink>
            ) : signedIn ? null : (
              <>
                <ButtonLink to="/login" variant="ghost" size="sm">
                  {t('nav.signIn')}
                </ButtonLink>
                <ButtonLink to="/register" size="sm">
                  {t('nav.register')}
                </ButtonLink>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
    </div>
  );
}
