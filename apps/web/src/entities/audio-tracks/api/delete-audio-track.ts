import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { mapLoadedPages } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';
import { audioTracksQueryOptions } from './get-audio-tracks';

export function deleteAudioTrack(id: string) {
  return callEndpoint(audioTracksEndpoints.deleteTrack, { params: { id } });
}

/** Drops a track from the loaded pages; the library (counts, stats) refreshes after. */
export function dropTrackFromCache(queryClient: ReturnType<typeof useQueryClient>, id: string): void {
  queryClient.setQueryData(audioTracksQueryOptions().queryKey, (data) =>
    mapLoadedPages(data, (page) => ({ ...page, tracks: page.tracks.filter((t) => t.id !== id) })),
  );
}

export function useDeleteAudioTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAudioTrack,
    onSuccess: (_response, id) => {
      dropTrackFromCache(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: userDataKey });
    },
  });
}
