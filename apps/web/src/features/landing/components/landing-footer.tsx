import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import { Logo } from '../../../shared/ui/logo';

interface FooterColumn {
  id: string;
  title: ParseKeys;
  items: Array<{ label: ParseKeys; href?: string; to?: string }>;
}

const COLUMNS: FooterColumn[] = [
  {
    id: 'technologies',
    title: 'landing.footer.technologies.title',
    items: [
      { label: 'landing.footer.technologies.recognition', href: '#technologies' },
      { label: 'landing.footer.technologies.translation', href: '#technologies' },
      { label: 'landing.footer.technologies.speech', href: '#technologies' },
    ],
  },
  {
    id: 'features',
    title: 'landing.footer.features.title',
    items: [
      { label: 'landing.footer.features.speech', href: '#features' },
      { label: 'landing.footer.features.dialogue', href: '#features' },
      { label: 'landing.footer.features.vocabulary', href: '#features' },
    ],
  },
  {
    id: 'privacy',
    title: 'landing.footer.privacy.title',
    items: [
      { label: 'landing.footer.privacy.recording', href: '#privacy' },
      { label: 'landing.footer.privacy.storage', href: '#privacy' },
    ],
  },
  {
    id: 'about',
    title: 'landing.footer.about.title',
    items: [
      { label: 'landing.footer.about.disclaimer', href: '#disclaimer' },
      { label: 'landing.footer.about.register', to: '/register' },
      { label: 'landing.footer.about.login', to: '/login' },
    ],
  },
];

const linkClass =
  'rounded text-slate-600 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-6">
          <div className="lg:col-span-2">
            <Logo />
            <p className="mt-3 max-w-xs text-sm text-slate-600">{t('landing.footer.tagline')}</p>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
              <span className="flex items-center gap-0.5" role="img" aria-label={t('landing.footer.rating')}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <Icon key={star} name="star" className="h-4 w-4 text-amber-400" />
                ))}
              </span>
              <span className="flex items-center gap-1.5 font-medium">
                <Icon name="globe" className="h-4 w-4 text-indigo-600" />
                {t('landing.footer.languages')}
              </span>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
            {COLUMNS.map((column) => (
              <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`} className="text-sm font-semibold text-slate-900">
                  {t(column.title)}
                </h2>
                <ul className="mt-3 space-y-2 text-sm">
                  {column.items.map((item) => (
                    <li key={item.label}>
                      {item.to ? (
                        <Link to={item.to} className={linkClass}>
                          {t(item.label)}
                        </Link>
                      ) : (
                        <a href={item.href} className={linkClass}>
                          {t(item.label)}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-xs text-slate-500 sm:flex-row sm:justify-between">
          <p>{t('landing.footer.copyright')}</p>
          <p>{t('landing.footer.educational')}</p>
        </div>
      </div>
    </footer>
  );
}
