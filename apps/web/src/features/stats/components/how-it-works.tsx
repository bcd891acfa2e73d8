import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';

const STEPS: Array<{ title: ParseKeys; body: ParseKeys }> = [
  { title: 'dashboard.howItWorks.steps.choose.title', body: 'dashboard.howItWorks.steps.choose.body' },
  { title: 'dashboard.howItWorks.steps.speak.title', body: 'dashboard.howItWorks.steps.speak.body' },
  { title: 'dashboard.howItWorks.steps.listen.title', body: 'dashboard.howItWorks.steps.listen.body' },
  { title: 'dashboard.howItWorks.steps.practise.title', body: 'dashboard.howItWorks.steps.practise.body' },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-how">
      <h2 id="dashboard-how" className="text-lg font-semibold text-slate-900">
        {t('dashboard.howItWorks.title')}
      </h2>
      <Card className="mt-3 p-5 sm:p-6">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3 lg:flex-col">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
