import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 h-96 w-96 rounded-full bg-indigo-100 opacity-60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-inset ring-indigo-200">
            <Icon name="globe" className="h-4 w-4" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{t('landing.hero.body')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg">
              {t('landing.hero.primary')}
              <Icon name="arrowRight" className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to="/login" size="lg" variant="secondary">
              {t('landing.hero.secondary')}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t('landing.hero.approvalNote')}</p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A static illustration of a translation card (not live data). */
function HeroPreview() {
  const { t } = useTranslation();
  return (
    <figure aria-label={t('landing.hero.preview.label')} className="mx-auto w-full max-w-md">
      <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
            {t('landing.hero.preview.pair')}
          </span>
          <span className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
            <span className="h-2 w-2 rounded-full bg-emerald-500" />
            {t('landing.hero.preview.ready')}
          </span>
        </div>
        <div className="mt-5 rounded-xl bg-slate-50 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('landing.hero.preview.youSaid')}
          </p>
          <p lang="no" className="mt-1 text-lg font-semibold text-slate-900">
            {t('landing.hero.preview.source')}
          </p>
        </div>
        <div className="mt-3 rounded-xl bg-indigo-50 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-indigo-600">
            {t('landing.hero.preview.translation')}
          </p>
          <p lang="ru" className="mt-1 text-lg font-semibold text-indigo-950">
            {t('landing.hero.preview.target')}
          </p>
        </div>
        <div className="mt-5 flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 text-white">
            <Icon name="play" className="h-4 w-4" />
          </span>
          <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full w-2/5 rounded-full bg-indigo-500" />
          </div>
          <span className="text-xs tabular-nums text-slate-500">0:02</span>
        </div>
      </div>
    </figure>
  );
}
