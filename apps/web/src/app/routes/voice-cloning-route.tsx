import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { VoiceCloningPage } from '../../features/voice-cloning/pages/voice-cloning-page';

/** /voice-cloning with the sync feature's upload composed in: a saved result goes on to My Phrases and My Audio. */
export function VoiceCloningRoute() {
  const queryClient = useQueryClient();
  // The sync loads when a result is saved, not with the page.
  const uploadSaved = useCallback(
    async () => (await (await import('../../features/sync/lib/sync-local-data')).syncLocalData(queryClient)).ok,
    [queryClient],
  );
  return <VoiceCloningPage uploadSaved={uploadSaved} />;
}
