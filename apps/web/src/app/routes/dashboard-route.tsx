import { DashboardPage } from '../../features/stats/pages/dashboard-page';
import { useSyncDataControl } from '../../features/sync/hooks/use-sync-data-control';

/** /dashboard: the personal dashboard with the sync feature's Sync Data composed in. */
export function DashboardRoute() {
  const sync = useSyncDataControl();
  return <DashboardPage syncButton={sync.button} syncBanner={sync.banner} />;
}
