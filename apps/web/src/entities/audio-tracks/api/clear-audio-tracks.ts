import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeEveryPage } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';
import { deleteAudioTrack, dropTrackFromCache } from './delete-audio-track';
import { getAudioTracksPage } from './get-audio-tracks';

/** Clear all: every track on the server, also those on pages not loaded yet, one at a time. */
export function useClearAudioTracks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      removeEveryPage(
        getAudioTracksPage,
        (page) => page.tracks,
        async (id) => {
          await deleteAudioTrack(id);
          dropTrackFromCache(queryClient, id);
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
