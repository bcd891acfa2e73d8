import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';

/** The personal home's speech-translation highlight, linking to /speechtranslate (docs/product.md, Stats). */
export function FeatureHighlight() {
  const { t } = useTranslation();
  const points = [
    t('dashboard.feature.points.record'),
    t('dashboard.feature.points.listen'),
    t('dashboard.feature.points.save'),
  ];
  return (
    <section
      aria-labelledby="dashboard-feature"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 p-6 text-white shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <p className="text-sm font-semibold text-indigo-200">{t('dashboard.feature.eyebrow')}</p>
          <h2 id="dashboard-feature" className="mt-1 text-xl font-bold sm:text-2xl">
            {t('dashboard.feature.title')}
          </h2>
          <p className="mt-2 text-indigo-100">{t('dashboard.feature.body')}</p>
          <ul className="mt-4 space-y-1.5 text-sm text-indigo-50">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="check" className="h-4 w-4 text-indigo-200" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ButtonLink
          to="/speechtranslate"
          variant="secondary"
          size="lg"
          className="self-start ring-0 focus-visible:ring-white focus-visible:ring-offset-indigo-700 lg:self-center"
        >
          <Icon name="microphone" />
          {t('dashboard.feature.cta')}
        </ButtonLink>
      </div>
    </section>
  );
}
