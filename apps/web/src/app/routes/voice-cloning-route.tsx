import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { syncLocalData } from '../../features/sync/lib/sync-local-data';
import { VoiceCloningPage } from '../../features/voice-cloning/pages/voice-cloning-page';

/** /voice-cloning with the sync feature's upload composed in: a saved result goes on to My Phrases and My Audio. */
export function VoiceCloningRoute() {
  const queryClient = useQueryClient();
  const uploadSaved = useCallback(async () => (await syncLocalData(queryClient)).ok, [queryClient]);
  return <VoiceCloningPage uploadSaved={uploadSaved} />;
}
