import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/use-session';
import { useStats } from '../../../entities/user-stats/api/get-stats';
import { NetworkError } from '../../../shared/api/api-errors';
import { ListError, ListLoading } from '../../../shared/ui/list-states';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { useProgress } from '../api/get-progress';
import { LanguageCards } from '../components/language-cards';
import { QuickActions, STATS_DASHBOARD_ACTIONS } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { StatCards } from '../components/stat-cards';
import { StatsEmptyState } from '../components/stats-empty-state';
import { StatsSummary } from '../components/stats-summary';
import { UserCard } from '../components/user-card';
import { useDailyStreakCheckIn } from '../hooks/use-daily-streak-check-in';
import type { SyncSlots } from './sync-slots';

/** The language cards and recent activity, or one empty state while the user has neither. */
function ProgressSection() {
  const { t } = useTranslation();
  const stats = useStats();
  const progress = useProgress();
  if (progress.isPending) return <ListLoading label={t('common.loading')} />;
  if (progress.isError) {
    const message = progress.error instanceof NetworkError ? t('errors.network') : t('home.loadFailed');
    return <ListError message={message} onRetry={() => void progress.refetch()} />;
  }
  const { languages, recentActivity } = progress.data;
  if (languages.length === 0 && recentActivity.length === 0) return <StatsEmptyState />;
  return (
    <>
      <LanguageCards
        languages={languages}
        totalPhrases={stats.data?.totalPhrases ?? 0}
        totalTranslations={stats.data?.totalTranslations ?? 0}
      />
      <RecentActivity events={recentActivity} />
    </>
  );
}

/**
 * /home: the statistics dashboard (docs/product.md, Stats), every figure computed from the
 * user's own data: Sync Data and its banner, the user card, four stat cards, favourite language
 * and last activity, a card per language, recent activity and quick actions.
 */
export function HomeStatsPage({ syncButton, syncBanner }: SyncSlots) {
  const { t } = useTranslation();
  const { user } = useSession();
  const stats = useStats();
  useDailyStreakCheckIn(user?.id ?? '');

  if (!user) return null;

  return (
    <div className="space-y-8">
      <PageTitle title={t('home.title')} />
      <PageHeader title={t('home.title')} description={t('home.subtitle')} actions={syncButton} />
      {syncBanner}
      <div className="grid gap-4 lg:grid-cols-3">
        <UserCard user={user} />
        <div className="lg:col-span-2">
          <StatsSummary stats={stats.data} />
        </div>
      </div>
      <StatCards stats={stats.data} withTranslations={false} />
      <ProgressSection />
      <QuickActions only={STATS_DASHBOARD_ACTIONS} listClassName="sm:grid-cols-3" />
    </div>
  );
}
