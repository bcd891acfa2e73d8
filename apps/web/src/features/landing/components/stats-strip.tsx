import { useTranslation } from 'react-i18next';

const STATS = ['users', 'translations', 'accuracy'] as const;

/** The landing page's static figures; they are marketing copy, not live numbers. */
export function StatsStrip() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('landing.stats.label')} className="border-y border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-center sm:grid-cols-3 sm:px-6">
        {STATS.map((stat) => (
          <div key={stat}>
            <dt className="text-sm font-medium text-slate-600">{t(`landing.stats.${stat}.label`)}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-indigo-700 sm:text-4xl">
              {t(`landing.stats.${stat}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
