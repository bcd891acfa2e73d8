import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../entities/session/use-session';
import { useStats } from '../../../entities/user-stats/api/get-stats';
import { userDataKey } from '../../../shared/api/user-data-key';
import { Button } from '../../../shared/ui/button';
import { EmailText } from '../../../shared/ui/email-text';
import { Icon } from '../../../shared/ui/icon';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { FeatureHighlight } from '../components/feature-highlight';
import { HowItWorks } from '../components/how-it-works';
import { LastDirection } from '../components/last-direction';
import { QuickActions } from '../components/quick-actions';
import { RecentPhrases } from '../components/recent-phrases';
import { RecentTracks } from '../components/recent-tracks';
import { StatCards } from '../components/stat-cards';
import { UserCard } from '../components/user-card';
import { useDailyStreakCheckIn } from '../hooks/use-daily-streak-check-in';
import type { SyncSlots } from './sync-slots';

// The language dialog is a chunk of its own, loaded at its first opening (as in the shell's language button):
// the page's first load has a budget (scripts/check-bundle-budget.mjs).
const InterfaceLanguageDialog = lazy(async () => ({
  default: (await import('../../../entities/interface-language/interface-language-dialog')).InterfaceLanguageDialog,
}));

/**
 * /dashboard: the personal home (docs/product.md, Stats), on one
 * page (welcome, counters and stat cards, last direction, recent phrases and tracks, Sync Data,
 * the account card, quick actions, how it works).
 */
export function DashboardPage({ syncButton, syncBanner }: SyncSlots) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const stats = useStats();
  const [languageDialogOpen, setLanguageDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps the browser's focus return.
  const [languageDialogOpened, setLanguageDialogOpened] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  useDailyStreakCheckIn(user?.id ?? '');

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: userDataKey, type: 'active' });
    } finally {
      setRefreshing(false);
    }
  };

  if (!user) return null;

  return (
    <div className="space-y-8">
      <PageTitle title={t('dashboard.title')} />
      <PageHeader
        title={<WelcomeTitle email={user.email} />}
        description={t('dashboard.subtitle')}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Icon name="globe" />}
              aria-haspopup="dialog"
              onClick={() => {
                setLanguageDialogOpen(true);
                setLanguageDialogOpened(true);
              }}
            >
              {t('dashboard.interfaceLanguage')}
            </Button>
            <Button
              variant="secondary"
              icon={<Icon name="refresh" />}
              loading={refreshing}
              onClick={() => void refresh()}
            >
              {t('dashboard.refresh')}
            </Button>
            {syncButton}
          </>
        }
      />
      {languageDialogOpened ? (
        <Suspense fallback={null}>
          <InterfaceLanguageDialog open={languageDialogOpen} onClose={() => setLanguageDialogOpen(false)} />
        </Suspense>
      ) : null}
      {syncBanner}
      <StatCards stats={stats.data} />
      <LastDirection direction={stats.data?.lastDirection} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentPhrases />
        <RecentTracks />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QuickActions />
        </div>
        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.account.heading')}</h2>
          <UserCard user={user} />
        </div>
      </div>
      <HowItWorks />
      <FeatureHighlight />
    </div>
  );
}

/** "Welcome, learner@example.org" with the address wrapped only before its "@" (EmailText). */
function WelcomeTitle({ email }: { email: string }) {
  const { t } = useTranslation();
  // The catalog places the address: a marker stands in for it and the text around it is kept as written.
  const marker = '\u0000';
  const [before = '', after = ''] = t('dashboard.welcome', { email: marker }).split(marker);
  return (
    <>
      {before}
      <EmailText email={email} />
      {after}
    </>
  );
}
