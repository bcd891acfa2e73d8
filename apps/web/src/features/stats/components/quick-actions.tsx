import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../shared/ui/icon';

const ACTIONS: Array<{ to: string; icon: IconName; title: ParseKeys; body: ParseKeys }> = [
  {
    to: '/livespeech',
    icon: 'signal',
    title: 'dashboard.actions.liveSpeech.title',
    body: 'dashboard.actions.liveSpeech.body',
  },
  {
    to: '/texttranslate',
    icon: 'language',
    title: 'dashboard.actions.textTranslate.title',
    body: 'dashboard.actions.textTranslate.body',
  },
  { to: '/audio', icon: 'music', title: 'dashboard.actions.audio.title', body: 'dashboard.actions.audio.body' },
  {
    to: '/phrases',
    icon: 'bookmark',
    title: 'dashboard.actions.phrases.title',
    body: 'dashboard.actions.phrases.body',
  },
  {
    to: '/gpt-dialogue',
    icon: 'chat',
    title: 'dashboard.actions.gptDialogue.title',
    body: 'dashboard.actions.gptDialogue.body',
  },
  {
    to: '/speaking',
    icon: 'microphone',
    title: 'dashboard.actions.speaking.title',
    body: 'dashboard.actions.speaking.body',
  },
];

/** The three quick actions of the /home statistics dashboard (docs/product.md, Stats). */
export const STATS_DASHBOARD_ACTIONS = ['/gpt-dialogue', '/speaking', '/phrases'];

/** Links to the tools; `only` keeps those paths, in its order. */
export function QuickActions({ only, listClassName = 'sm:grid-cols-2' }: { only?: string[]; listClassName?: string }) {
  const { t } = useTranslation();
  const actions = only ? only.flatMap((to) => ACTIONS.filter((action) => action.to === to)) : ACTIONS;
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
        {t('dashboard.actions.title')}
      </h2>
      <ul className={`mt-3 grid gap-3 ${listClassName}`}>
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="group flex h-full items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-indigo-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 group-hover:bg-indigo-100">
                <Icon name={action.icon} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{t(action.title)}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(action.body)}</span>
              </span>
              <Icon name="arrowRight" className="h-4 w-4 text-slate-400 group-hover:text-indigo-600" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
