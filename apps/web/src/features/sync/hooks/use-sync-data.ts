import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SYNC_BANNER_MS } from '../../../shared/lib/timings';
import { toFailureReason } from '../lib/sync-outcome';
import { type SyncBannerContent, useDescribeSync } from '../lib/use-describe-sync';

/** The Sync Data button: busy while it runs, then a banner that hides itself after 5 s. */
export function useSyncData() {
  const queryClient = useQueryClient();
  const describe = useDescribeSync();
  const [banner, setBanner] = useState<SyncBannerContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((content: SyncBannerContent) => {
    if (timer.current) clearTimeout(timer.current);
    setBanner(content);
    timer.current = setTimeout(() => setBanner(null), SYNC_BANNER_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const mutation = useMutation({
    // The sync itself (and the device's stores) loads on the first press, not with the page.
    mutationFn: async () => (await import('../lib/sync-local-data')).syncLocalData(queryClient),
    onSuccess: (outcome) => show(describe(outcome)),
    // Only this device's stores can throw past the parts (IndexedDB unavailable, storage full).
    onError: (error) =>
      show(describe({ ok: false, failures: [{ part: 'device', reason: toFailureReason(error), items: [] }] })),
  });

  return { sync: () => mutation.mutate(), syncing: mutation.isPending, banner };
}
