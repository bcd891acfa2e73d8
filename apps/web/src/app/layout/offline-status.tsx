import { lazy, Suspense } from 'react';

// The banner is needed only once the network goes: its code is a chunk of its own, fetched when the
// shell first renders (still online), so it is at hand offline without weighing on the first load.
const OfflineBanner = lazy(() => import('./offline-banner').then((m) => ({ default: m.OfflineBanner })));

/** The shell's place for the offline banner (docs/product.md, Offline). */
export function OfflineStatus() {
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
