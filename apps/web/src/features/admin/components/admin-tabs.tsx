import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../shared/lib/cn';

const TABS: Array<{ to: string; label: ParseKeys }> = [
  { to: '/admin/users', label: 'admin.tabs.users' },
  { to: '/admin/diagnostics', label: 'admin.tabs.diagnostics' },
  { to: '/admin/debug', label: 'admin.tabs.debug' },
];

/** Moves between the three admin pages (the diagnostics page is reachable only from here). */
export function AdminTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.tabs.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200 px-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-10 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium',
                  'rounded-t-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                  isActive
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
