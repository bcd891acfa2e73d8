import type { ReactNode } from 'react';

/**
 * Where a stats page shows Sync Data. The sync feature makes both pieces and the route in src/app
 * passes them in, so this feature never imports that one.
 */
export interface SyncSlots {
  /** The Sync Data button, shown last among the header's actions. */
  syncButton: ReactNode;
  /** Its success or error banner, under the header. */
  syncBanner: ReactNode;
}
