import type { PublicUser } from '@tolk/contracts/users';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InterfaceLanguageButton } from '../../entities/interface-language/interface-language-button';
import { useSignOut } from '../../entities/session/use-sign-out';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { Logo } from '../../shared/ui/logo';
import { AdminServerStatus } from './admin-server-status';
import { NavLinks } from './nav-links';
import { UserSummary } from './user-summary';

const MENU_ID = 'mobile-menu';

interface MobileTopBarProps {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Narrow screens: a top bar whose hamburger opens a menu mirroring the sidebar. */
export function MobileTopBar({ user, open, onOpenChange }: MobileTopBarProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isAdmin = user.role === 'ADMIN';

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open, onOpenChange]);

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
        <Link
          to="/dashboard"
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-1">
          {isAdmin ? <AdminServerStatus compact /> : null}
          <InterfaceLanguageButton compact />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => onOpenChange(!open)}
            className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Icon name={open ? 'close' : 'menu'} className="h-6 w-6" />
          </button>
        </div>
      </header>
      <div
        id={MENU_ID}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-14 z-20 overflow-y-auto overscroll-contain bg-white motion-safe:animate-fade-in"
      >
        {open ? (
          <>
            <div className="space-y-3 border-b border-slate-100 px-4 py-4">
              <UserSummary user={user} />
            </div>
            <nav aria-label={t('nav.mainLabel')} className="px-3 py-4">
              <NavLinks isAdmin={isAdmin} touch />
            </nav>
            <div className="border-t border-slate-100 px-4 py-4">
              <Button variant="secondary" className="w-full" icon={<Icon name="signOut" />} onClick={signOut}>
                {t('nav.signOut')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}
