import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AudioTrack, AudioTracksResponse } from '@tolk/contracts/audio-tracks';
import { audioTracksEndpoints } from '@tolk/contracts/endpoints/audio-tracks';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { firstPageParam, nextPageParam, readEveryPage } from '../../../shared/api/cursor-pages';
import { userDataKey } from '../../../shared/api/user-data-key';

/** One page of the user's rendered audio tracks, newest first. */
export function getAudioTracksPage(
  query: { limit?: number; cursor?: string | null } = {},
): Promise<AudioTracksResponse> {
  return callEndpoint(audioTracksEndpoints.listTracks, { query });
}

/** Every rendered track, page by page: for sync, which matches uploads against the server's copies. */
export function getAllAudioTracks(): Promise<AudioTrack[]> {
  return readEveryPage(getAudioTracksPage, (page) => page.tracks);
}

/** How often the list is asked again while one of its tracks renders: its progress moves, then it plays. */
export const RENDERING_POLL_MS = 1_000;

/** The /audio list: pages loaded as the learner scrolls, followed while a track renders (decision 038). */
export const audioTracksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...userDataKey, 'audio-tracks'] as const,
    queryFn: ({ pageParam }) => getAudioTracksPage({ cursor: pageParam }),
    initialPageParam: firstPageParam,
    getNextPageParam: nextPageParam,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.tracks.some((track) => track.status === 'rendering'))
        ? RENDERING_POLL_MS
        : false,
  });

export function useAudioTrackPages() {
  return useInfiniteQuery(audioTracksQueryOptions());
}

/** The newest `count` tracks alone (the personal home's recent list): one small page. */
export const recentAudioTracksQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...userDataKey, 'recent-audio-tracks', count] as const,
    queryFn: async () => (await getAudioTracksPage({ limit: count })).tracks,
  });

export function useRecentAudioTracks(count: number) {
  return useQuery(recentAudioTracksQueryOptions(count));
}
