import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AudioTrack, AudioTracksResponse, audioTrackPaths } from '@tolk/contracts/audio-tracks';
import { apiRequest } from '../../../shared/api/api-client';
import { userDataKey } from '../../../shared/api/user-data-key';

/** The user's rendered audio tracks. */
export async function getAudioTracks(): Promise<AudioTrack[]> {
  const response = await apiRequest(audioTrackPaths.tracks, { auth: true, schema: AudioTracksResponse });
  return response.tracks;
}

export const audioTracksQueryOptions = () =>
  queryOptions({ queryKey: [...userDataKey, 'audio-tracks'] as const, queryFn: getAudioTracks });

export function useAudioTracks() {
  return useQuery(audioTracksQueryOptions());
}
