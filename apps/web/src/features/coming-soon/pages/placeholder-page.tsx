import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../shared/ui/badge';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { PageTitle } from '../../../shared/ui/page-title';
import type { PlaceholderPageConfig } from '../placeholder-pages';
import { SUGGESTED_TOOLS } from '../suggested-tools';

/** One page for every not-yet-built tool: title, what it will do, a notice and other tools. */
export function PlaceholderPage({ page }: { page: PlaceholderPageConfig }) {
  const { t } = useTranslation();
  const others = SUGGESTED_TOOLS.filter((tool) => tool.path !== page.path);

  return (
    <div className="space-y-8">
      <PageTitle title={t(page.title)} />
      <header className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <Icon name={page.icon} className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(page.title)}</h1>
          <p className="mt-1.5 max-w-prose text-slate-600">{t(page.description)}</p>
        </div>
      </header>

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start sm:p-8">
          <div className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-1 ring-amber-100">
            <Icon name="sparkles" className="h-7 w-7" />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-slate-900">{t('comingSoon.title')}</h2>
              <Badge tone="warning">{t('comingSoon.badge')}</Badge>
            </div>
            <p className="mt-1 text-slate-600">{t('comingSoon.body')}</p>
            {page.progress !== undefined ? (
              <div className="mt-4 max-w-sm">
                <div className="flex justify-between text-xs font-medium text-slate-600">
                  <span id="progress-label">{t('comingSoon.progress')}</span>
                  <span>{page.progress}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby="progress-label"
                  aria-valuenow={page.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <div className="h-full rounded-full bg-indigo-500" style={{ width: `${page.progress}%` }} />
                </div>
              </div>
            ) : null}
          </div>
          <ButtonLink to="/dashboard" variant="secondary" className="sm:self-start">
            {t('comingSoon.backToDashboard')}
          </ButtonLink>
        </div>
      </Card>

      <section aria-labelledby="other-tools">
        <h2 id="other-tools" className="text-base font-semibold text-slate-900">
          {t('comingSoon.otherTools')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {others.map((tool) => (
            <li key={tool.path}>
              <Link
                to={tool.path}
                className="group flex h-full items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-indigo-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <Icon name={tool.icon} className="mt-0.5 text-indigo-600" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900 group-hover:text-indigo-700">{t(tool.title)}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{t(tool.description)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
