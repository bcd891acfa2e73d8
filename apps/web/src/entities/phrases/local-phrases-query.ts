import { useQuery } from '@tanstack/react-query';
import { userDataKey } from '../../shared/api/user-data-key';
import { allLocalPhrases, unsyncedLocalPhrases } from './local-phrases';

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
