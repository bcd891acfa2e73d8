import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AudioTrack,
  audioTrackPaths,
  type CreateAudioTrackRequest,
  CreateAudioTrackResponse,
} from '@tolk/contracts/audio-tracks';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';

/** Renders a track from phrases in the order given, or uploads a local trainer's clips (sync). */
export async function createAudioTrack(body: CreateAudioTrackRequest): Promise<AudioTrack> {
  const response = await apiRequest(audioTrackPaths.tracks, {
    method: 'POST',
    body,
    auth: true,
    schema: CreateAudioTrackResponse,
  });
  return response.track;
}

export function useCreateAudioTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAudioTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDataKey }),
  });
}
