import type { UserStats } from '@tolk/contracts/stats';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';

/** The last translation direction with a link to continue on /texttranslate. */
export function LastDirection({ direction }: { direction: UserStats['lastDirection'] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon name="language" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{t('dashboard.lastDirection.label')}</p>
          <p className="font-semibold text-slate-900">
            {direction
              ? t('dashboard.lastDirection.value', {
                  from: languageName(direction.from, i18n.language),
                  to: languageName(direction.to, i18n.language),
                })
              : t('dashboard.lastDirection.none')}
          </p>
        </div>
      </div>
      <ButtonLink to="/texttranslate" variant={direction ? 'primary' : 'secondary'} className="self-start sm:self-auto">
        {direction ? t('dashboard.lastDirection.continue') : t('dashboard.lastDirection.start')}
        <Icon name="arrowRight" className="h-4 w-4" />
      </ButtonLink>
    </Card>
  );
}
