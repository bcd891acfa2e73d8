import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection (navigator.onLine, followed through its
 * `online` and `offline` events). False is certain (no network at all); true only means a
 * request may get through, so callers still handle a failed request.
 */
export function useOnlineStatus(): boolean {
  // The landing page's prerender has no navigator: it renders as online.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
