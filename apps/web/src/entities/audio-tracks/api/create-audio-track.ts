import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AudioTrack, CreateAudioTrackRequest } from '@tolk/contracts/audio-tracks';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { userDataKey } from '../../../shared/api/user-data-key';

/** Renders a track from phrases in the order given, or uploads a local trainer's clips (sync). */
export async function createAudioTrack(body: CreateAudioTrackRequest): Promise<AudioTrack> {
  const response = await callEndpoint(audioTracksEndpoints.createTrack, { body });
  return response.track;
}

export function useCreateAudioTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAudioTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
