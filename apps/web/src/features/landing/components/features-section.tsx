import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui/badge';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { SectionHeading } from './section-heading';

/** Every learner-facing feature of spec section 1. */
const FEATURES: ReadonlyArray<{ id: FeatureId; icon: IconName; inDevelopment?: boolean }> = [
  { id: 'speech', icon: 'microphone' },
  { id: 'live', icon: 'signal', inDevelopment: true },
  { id: 'text', icon: 'language' },
  { id: 'voice', icon: 'user' },
  { id: 'phrases', icon: 'bookmark' },
  { id: 'pronunciation', icon: 'speaker', inDevelopment: true },
  { id: 'dialogue', icon: 'chat' },
  { id: 'dictionary', icon: 'book' },
  { id: 'vocabulary', icon: 'sparkles' },
  { id: 'dashboard', icon: 'chart' },
];

type FeatureId =
  | 'speech'
  | 'live'
  | 'text'
  | 'voice'
  | 'phrases'
  | 'pronunciation'
  | 'dialogue'
  | 'dictionary'
  | 'vocabulary'
  | 'dashboard';

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          body={t('landing.features.body')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                  <Icon name={feature.icon} />
                </span>
                {feature.inDevelopment ? <Badge tone="warning">{t('landing.features.inDevelopment')}</Badge> : null}
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`landing.features.items.${feature.id}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                {t(`landing.features.items.${feature.id}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
