import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';

/** In place of the language cards and recent activity while the user has neither. */
export function StatsEmptyState() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <Icon name="sparkles" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{t('home.empty.title')}</p>
      <p className="max-w-md text-sm text-slate-600">{t('home.empty.body')}</p>
      <ButtonLink to="/texttranslate" className="mt-2">
        {t('home.empty.action')}
        <Icon name="arrowRight" className="h-4 w-4" />
      </ButtonLink>
    </Card>
  );
}
