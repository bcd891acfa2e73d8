import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userDataKey } from '../../shared/api/user-data-key';
import { allLocalTrainers, deleteLocalTrainer, unsyncedLocalTrainers } from './local-trainers';

/** Under the user's data, so a sync (which uploads them) refreshes this list with the rest. */
const localTrainersKey = [...userDataKey, 'local-trainers'] as const;

/**
 * Trainers saved on this device: those Sync Data has not uploaded yet (after it, they are server
 * tracks), or with `includeSynced` every one, which is what plays while there is no connection.
 */
export function useLocalTrainers({ includeSynced = false }: { includeSynced?: boolean } = {}) {
  return useQuery({
    queryKey: [...localTrainersKey, includeSynced ? 'all' : 'unsynced'],
    queryFn: includeSynced ? allLocalTrainers : unsyncedLocalTrainers,
    staleTime: 0,
  });
}

export function useDeleteLocalTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocalTrainer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: localTrainersKey }),
  });
}
