import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';

const POINTS = ['microphone', 'processing', 'storage', 'account'] as const;

export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <section id="privacy" aria-labelledby="privacy-title" className="bg-slate-900 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/10 text-indigo-300">
            <Icon name="shield" className="h-7 w-7" />
          </span>
          <h2 id="privacy-title" className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
            {t('landing.privacy.title')}
          </h2>
          <p className="mt-3 text-slate-300">{t('landing.privacy.body')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
          {POINTS.map((point) => (
            <li key={point} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <h3 className="flex items-start gap-2 font-semibold">
                <Icon name="check" className="mt-1 h-4 w-4 text-emerald-400" />
                {t(`landing.privacy.points.${point}.title`)}
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-300">
                {t(`landing.privacy.points.${point}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
