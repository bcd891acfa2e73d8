import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { FeatureHighlight } from '../components/feature-highlight';
import { HowItWorks } from '../components/how-it-works';
import { QuickActions } from '../components/quick-actions';
import { UserCard } from '../components/user-card';

/** /dashboard and /home: the personal home. Counters and recent lists come with a later issue. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ type: 'active' });
      setRefreshedAt(new Date());
    } finally {
      setRefreshing(false);
    }
  };

  if (!user) return null;

  return (
    <div className="space-y-8">
      <PageTitle title={t('dashboard.title')} />
      <PageHeader
        title={t('dashboard.welcome', { email: user.email })}
        description={t('dashboard.subtitle')}
        actions={
          <Button
            variant="secondary"
            icon={<Icon name="refresh" />}
            loading={refreshing}
            onClick={() => void refresh()}
          >
            {t('dashboard.refresh')}
          </Button>
        }
      />
      <p role="status" aria-live="polite" className="sr-only">
        {refreshedAt ? t('dashboard.refreshed', { time: refreshedAt.toLocaleTimeString() }) : ''}
      </p>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QuickActions />
        </div>
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.account.heading')}</h2>
          <UserCard user={user} />
          <Card className="flex gap-3 p-4 text-sm text-slate-600">
            <Icon name="chart" className="text-slate-400" />
            <p>{t('dashboard.statsSoon')}</p>
          </Card>
        </div>
      </div>

      <HowItWorks />
      <FeatureHighlight />
    </div>
  );
}
