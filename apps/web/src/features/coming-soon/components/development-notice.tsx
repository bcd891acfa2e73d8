import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../shared/ui/badge';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';

/** "Coming soon" with the development progress as a bar when it is known, and the way back to the dashboard. */
export function DevelopmentNotice({ progress }: { progress?: number }) {
  const { t } = useTranslation();
  const progressLabelId = useId();

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start sm:p-8">
        <div className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-1 ring-amber-100">
          <Icon name="sparkles" className="h-7 w-7" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{t('comingSoon.title')}</h2>
            <Badge tone="warning">{t('comingSoon.badge')}</Badge>
          </div>
          <p className="mt-1 text-slate-600">{t('comingSoon.body')}</p>
          {progress !== undefined ? (
            <div className="mt-4 max-w-sm">
              <div className="flex justify-between text-xs font-medium text-slate-600">
                <span id={progressLabelId}>{t('comingSoon.progress')}</span>
                <span>{progress}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={progressLabelId}
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full rounded-full bg-indigo-500" style={{ width: `${progress}%` }} />
              </div>
            </div>
          ) : null}
        </div>
        <ButtonLink to="/dashboard" variant="secondary" className="sm:self-start">
          {t('comingSoon.backToDashboard')}
        </ButtonLink>
      </div>
    </Card>
  );
}
