import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userDataKey } from '../../shared/api/user-data-key';
import { deleteLocalTrainer, unsyncedLocalTrainers } from './local-trainers';

/** Under the user's data, so a sync (which uploads them) refreshes this list with the rest. */
const localTrainersKey = [...userDataKey, 'local-trainers'] as const;

/** Trainers saved on this device and not yet uploaded by Sync Data (after it, they are server tracks). */
export function useLocalTrainers() {
  return useQuery({ queryKey: localTrainersKey, queryFn: unsyncedLocalTrainers, staleTime: 0 });
}

export function useDeleteLocalTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocalTrainer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: localTrainersKey }),
  });
}
