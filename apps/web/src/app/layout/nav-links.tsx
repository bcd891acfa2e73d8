import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../shared/lib/cn';
import { Icon } from '../../shared/ui/icon';
import { NAV_SECTIONS } from './nav-items';

/** The grouped link list used by both the desktop sidebar and the mobile menu. */
/** `touch` gives each entry a 44 px target for fingers. */
export function NavLinks({ isAdmin, touch = false }: { isAdmin: boolean; touch?: boolean }) {
  const { t } = useTranslation();
  const sections = NAV_SECTIONS.filter((section) => !section.adminOnly || isAdmin);
  return (
    <div className="space-y-5">
      {sections.map((section) => (
        <div key={section.id}>
          <h2
            id={`nav-section-${section.id}`}
            className="px-3 text-[0.6875rem] font-semibold uppercase tracking-wider text-slate-500"
          >
            {t(section.label)}
          </h2>
          <ul aria-labelledby={`nav-section-${section.id}`} className="mt-1.5 space-y-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'group flex items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      touch ? 'h-11' : 'h-9',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                      isActive
                        ? 'bg-indigo-50 text-indigo-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon
                        name={item.icon}
                        className={cn(isActive ? 'text-indigo-600' : 'text-slate-400 group-hover:text-slate-600')}
                      />
                      {t(item.label)}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
