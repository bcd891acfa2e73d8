import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Badge } from '../../../shared/ui/badge';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { SectionHeading } from './section-heading';

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

interface Feature {
  id: FeatureId;
  icon: IconName;
  inDevelopment?: boolean;
}

/** Every learner-facing feature, built or coming (docs/product.md, Landing), in two groups. */
const GROUPS: ReadonlyArray<{ title: ParseKeys; columns: string; features: Feature[] }> = [
  {
    title: 'landing.features.groups.translate',
    columns: 'lg:grid-cols-4',
    features: [
      { id: 'speech', icon: 'microphone' },
      { id: 'live', icon: 'signal', inDevelopment: true },
      { id: 'text', icon: 'language' },
      { id: 'voice', icon: 'user' },
    ],
  },
  {
    title: 'landing.features.groups.learn',
    columns: 'lg:grid-cols-3',
    features: [
      { id: 'phrases', icon: 'bookmark' },
      { id: 'pronunciation', icon: 'speaker', inDevelopment: true },
      { id: 'dialogue', icon: 'chat' },
      { id: 'dictionary', icon: 'book' },
      { id: 'vocabulary', icon: 'sparkles' },
      { id: 'dashboard', icon: 'chart' },
    ],
  },
];

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
        {GROUPS.map((group) => (
          <div key={group.title} className="mt-12">
            <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{t(group.title)}</h3>
            <ul className={cn('mt-4 grid gap-4 sm:grid-cols-2', group.columns)}>
              {group.features.map((feature) => (
                <li key={feature.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <div className="flex min-h-10 items-center justify-between gap-3">
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                      <Icon name={feature.icon} />
                    </span>
                    {feature.inDevelopment ? <Badge tone="warning">{t('landing.features.inDevelopment')}</Badge> : null}
                  </div>
                  <h4 className="mt-4 font-semibold text-slate-900">
                    {t(`landing.features.items.${feature.id}.title`)}
                  </h4>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                    {t(`landing.features.items.${feature.id}.body`)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
