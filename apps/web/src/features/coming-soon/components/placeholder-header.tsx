import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { PageTitle } from '../../../shared/ui/page-title';

/** A not-yet-built tool's heading: its icon, its name and what it will do. */
export function PlaceholderHeader({
  titleKey,
  descriptionKey,
  icon,
}: {
  titleKey: ParseKeys;
  descriptionKey: ParseKeys;
  icon: IconName;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(titleKey)} />
      <header className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <Icon name={icon} className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(titleKey)}</h1>
          <p className="mt-1.5 max-w-prose text-slate-600">{t(descriptionKey)}</p>
        </div>
      </header>
    </>
  );
}
