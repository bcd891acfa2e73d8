import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userLibraryKeys } from '../../../shared/api/user-library/query-keys';
import { deleteLocalTrainer, unsyncedLocalTrainers } from '../../../shared/local-stores/local-trainers';

/** Trainers saved on this device and not yet uploaded by Sync Data (after it, they are server tracks). */
export function useLocalTrainers() {
  return useQuery({ queryKey: userLibraryKeys.localTrainers, queryFn: unsyncedLocalTrainers, staleTime: 0 });
}

export function useDeleteLocalTrainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocalTrainer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userLibraryKeys.localTrainers }),
  });
}
