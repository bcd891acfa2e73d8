import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { userLibraryKeys } from './query-keys';

const CreateAudioTrackResponse = z.object({ success: z.literal(true) });

/** Renders one track on the server from the phrases, in the order given. */
export function createAudioTrack(body: { phraseIds: string[]; name: string }) {
  return apiRequest('/api/user/audio-tracks', { method: 'POST', body, auth: true, schema: CreateAudioTrackResponse });
}

export function useCreateAudioTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAudioTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userLibraryKeys.all }),
  });
}
