import { HomeStatsPage } from '../../features/stats/pages/home-stats-page';
import { useSyncDataControl } from '../../features/sync/hooks/use-sync-data-control';

/** /home: the statistics page with the sync feature's Sync Data composed in. */
export function HomeStatsRoute() {
  const sync = useSyncDataControl();
  return <HomeStatsPage syncButton={sync.button} syncBanner={sync.banner} />;
}
