import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { NavLinks } from './nav-links';

/** Wide screens: the fixed sidebar with the grouped navigation. */
export function Sidebar({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
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
  );
}
