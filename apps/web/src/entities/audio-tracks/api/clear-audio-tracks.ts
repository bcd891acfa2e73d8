import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDataKey } from '../../../shared/api/user-data-key';
import { deleteAudioTrack, dropTrackFromCache } from './delete-audio-track';

/** Clear all, one track at a time: a failure stops the rest and what was deleted stays deleted. */
export function useClearAudioTracks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) {
        await deleteAudioTrack(id);
        dropTrackFromCache(queryClient, id);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
