import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AudioTrack, AudioTracksResponse, audioTrackPaths } from '@tolk/contracts/audio-tracks';
import { apiRequest } from '../api-client';
import { userLibraryKeys } from './query-keys';

/** The user's rendered audio tracks. */
export async function getAudioTracks(): Promise<AudioTrack[]> {
  const response = await apiRequest(audioTrackPaths.tracks, { auth: true, schema: AudioTracksResponse });
  return response.tracks;
}

export const audioTracksQueryOptions = () =>
  queryOptions({ queryKey: userLibraryKeys.audioTracks, queryFn: getAudioTracks });

export function useAudioTracks() {
  return useQuery(audioTracksQueryOptions());
}
