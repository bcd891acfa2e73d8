import type { ReactElement } from 'react';
import { SyncBanner } from '../components/sync-banner';
import { SyncDataButton } from '../components/sync-data-button';
import { useSyncData } from './use-sync-data';

/**
 * Sync Data as the two pieces a page places itself: the button among its header actions and the
 * banner under the header. Both follow one sync. The app hands them to the page (features do not
 * import each other).
 */
export function useSyncDataControl(): { button: ReactElement; banner: ReactElement } {
  const sync = useSyncData();
  return {
    button: <SyncDataButton syncing={sync.syncing} onSync={sync.sync} />,
    banner: <SyncBanner banner={sync.banner} />,
  };
}
