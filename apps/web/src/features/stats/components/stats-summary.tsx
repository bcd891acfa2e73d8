import type { UserStats } from '@tolk/contracts/stats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';
import { languageName } from '../../../shared/lib/language-names';
import { Card } from '../../../shared/ui/card';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { LanguageFlag } from '../../../shared/ui/language-flag';

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-slate-500">{label}</dt>
        <dd className="break-words font-semibold text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

/** Favourite language, last activity and the translations total, beside the user card. */
export function StatsSummary({ stats }: { stats: UserStats | undefined }) {
  const { t, i18n } = useTranslation();
  const favourite = stats?.favoriteLanguage;
  let lastActivity = '–';
  if (stats?.lastActivity) lastActivity = formatDateTime(stats.lastActivity, i18n.language, 'short');
  else if (stats) lastActivity = t('home.summary.never');
  return (
    <Card className="h-full p-5 sm:p-6">
      <h2 className="text-sm font-semibold text-slate-500">{t('home.summary.title')}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <Fact icon="globe" label={t('home.summary.favoriteLanguage')}>
          {favourite ? (
            <>
              <LanguageFlag code={favourite} className="mr-1.5 align-[-2px]" />
              {languageName(favourite, i18n.language)}
            </>
          ) : (
            '–'
          )}
        </Fact>
        <Fact icon="clock" label={t('home.summary.lastActivity')}>
          {lastActivity}
        </Fact>
        <Fact icon="language" label={t('home.summary.translations')}>
          {stats === undefined ? '–' : stats.totalTranslations}
        </Fact>
      </dl>
    </Card>
  );
}
