import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userDataKey } from '../../shared/api/user-data-key';
import { allLocalPhrases, deleteLocalPhrase, unsyncedLocalPhrases } from './local-phrases';

/** Under the user's data, so a sync (which uploads them) refreshes this list with the rest. */
const localPhrasesKey = [...userDataKey, 'local-phrases'] as const;

/**
 * Phrases saved on this device: those Sync Data has not uploaded yet, or with `includeSynced`
 * every one, which is what the learner has while there is no connection.
 */
export function useLocalPhrases({ includeSynced = false }: { includeSynced?: boolean } = {}) {
  return useQuery({
    queryKey: [...localPhrasesKey, includeSynced ? 'all' : 'unsynced'],
    queryFn: includeSynced ? allLocalPhrases : unsyncedLocalPhrases,
    staleTime: 0,
  });
}

/** Deletes a phrase from this device (one the server refused for good), then shows the list without it. */
export function useDeleteLocalPhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocalPhrase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: localPhrasesKey }),
  });
}
