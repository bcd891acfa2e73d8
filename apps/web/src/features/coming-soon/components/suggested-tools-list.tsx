import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Icon } from '../../../shared/ui/icon';
import type { SuggestedTool } from '../suggested-tools';

/** Working tools to use meanwhile, as a titled list of links. */
export function SuggestedToolsList({
  headingKey,
  introKey,
  tools,
}: {
  headingKey: ParseKeys;
  introKey?: ParseKeys;
  tools: readonly SuggestedTool[];
}) {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t(headingKey)}
      </h2>
      {introKey ? <p className="mt-1 text-sm text-slate-600">{t(introKey)}</p> : null}
      {/* Three tools fill one row on wide screens instead of leaving one alone on a second. */}
      <ul className={cn('mt-3 grid gap-3 sm:grid-cols-2', tools.length % 3 === 0 && 'lg:grid-cols-3')}>
        {tools.map((tool) => (
          <li key={tool.path}>
            <Link
              to={tool.path}
              className="group flex h-full items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-indigo-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Icon name={tool.icon} className="mt-0.5 text-indigo-600" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 group-hover:text-indigo-700">{t(tool.title)}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(tool.description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
