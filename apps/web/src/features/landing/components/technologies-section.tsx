import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { SectionHeading } from './section-heading';

const TECHNOLOGIES: ReadonlyArray<{
  id: 'recognition' | 'translation' | 'speech' | 'browser' | 'web' | 'server';
  icon: IconName;
}> = [
  { id: 'recognition', icon: 'microphone' },
  { id: 'translation', icon: 'language' },
  { id: 'speech', icon: 'speaker' },
  { id: 'browser', icon: 'signal' },
  { id: 'web', icon: 'globe' },
  { id: 'server', icon: 'terminal' },
];

export function TechnologiesSection() {
  const { t } = useTranslation();
  return (
    <section id="technologies" aria-labelledby="tech-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="tech-title"
          eyebrow={t('landing.technologies.eyebrow')}
          title={t('landing.technologies.title')}
          body={t('landing.technologies.body')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TECHNOLOGIES.map((tech) => (
            <li key={tech.id} className="flex gap-4 rounded-2xl p-5 ring-1 ring-slate-200">
              <Icon name={tech.icon} className="mt-0.5 h-6 w-6 text-indigo-600" />
              <div>
                <h3 className="font-semibold text-slate-900">{t(`landing.technologies.items.${tech.id}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`landing.technologies.items.${tech.id}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
