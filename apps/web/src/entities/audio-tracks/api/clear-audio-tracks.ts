import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '@tolk/contracts/pagination';
import { userDataKey } from '../../../shared/api/user-data-key';
import { deleteAudioTrack, dropTrackFromCache } from './delete-audio-track';
import { getAudioTracksPage } from './get-audio-tracks';

/**
 * Clear all: every track on the server, not only the pages loaded on screen, newest page by page,
 * one track at a time: a failure stops the rest and what was deleted stays deleted.
 */
export function useClearAudioTracks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      for (;;) {
        const { tracks } = await getAudioTracksPage({ limit: PAGE_LIMIT_MAX });
        if (tracks.length === 0) return;
        for (const { id } of tracks) {
          await deleteAudioTrack(id);
          dropTrackFromCache(queryClient, id);
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
