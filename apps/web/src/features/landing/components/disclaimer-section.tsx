import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon';

export function DisclaimerSection() {
  const { t } = useTranslation();
  return (
    <section id="disclaimer" aria-labelledby="disclaimer-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="flex gap-4 rounded-2xl bg-amber-50 p-6 ring-1 ring-inset ring-amber-200">
          <Icon name="warning" className="mt-0.5 h-6 w-6 text-amber-600" />
          <div className="space-y-2 text-sm leading-relaxed text-amber-950">
            <h2 id="disclaimer-title" className="text-base font-semibold">
              {t('landing.disclaimer.title')}
            </h2>
            <p>{t('landing.disclaimer.educational')}</p>
            <p>{t('landing.disclaimer.accuracy')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
