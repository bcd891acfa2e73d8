import {
  AudioTrackIdParams,
  AudioTrackResponse,
  AudioTracksQuery,
  AudioTracksResponse,
  CreateAudioTrackRequest,
  CreateAudioTrackResponse,
  DeleteAudioTrackResponse,
} from '../audio-tracks';
import { BinaryBody, endpoint } from '../endpoint';
import { AUDIO_TRACK_BODY_LIMIT_BYTES } from '../limits';

/**
 * The user's rendered audio tracks. A file of its own, apart from the phrases': the translator
 * saves phrases on its first load, and these schemas are not part of it.
 */
export const audioTracksEndpoints = {
  listTracks: endpoint({
    summary: "One page of the user's audio tracks, newest first.",
    method: 'GET',
    path: '/api/user/audio-tracks',
    access: 'active-user',
    engineBudget: 'none',
    query: AudioTracksQuery,
    responses: { 200: AudioTracksResponse },
    produces: 'json',
  }),
  createTrack: endpoint({
    summary: "An MP3 track from the user's phrases or synced clips, rendered in the background.",
    method: 'POST',
    path: '/api/user/audio-tracks',
    access: 'active-user',
    engineBudget: 'when-used',
    body: CreateAudioTrackRequest,
    bodyLimit: AUDIO_TRACK_BODY_LIMIT_BYTES,
    responses: { 200: CreateAudioTrackResponse },
    produces: 'json',
  }),
  getTrack: endpoint({
    summary: "One of the user's tracks as it stands (a rendering's progress); another user's is 404.",
    method: 'GET',
    path: '/api/user/audio-tracks/:id',
    access: 'active-user',
    engineBudget: 'none',
    params: AudioTrackIdParams,
    responses: { 200: AudioTrackResponse },
    produces: 'json',
  }),
  deleteTrack: endpoint({
    summary: "Delete one of the user's tracks; another user's is 404.",
    method: 'DELETE',
    path: '/api/user/audio-tracks/:id',
    access: 'active-user',
    engineBudget: 'none',
    params: AudioTrackIdParams,
    responses: { 200: DeleteAudioTrackResponse },
    produces: 'json',
  }),
  trackAudio: endpoint({
    summary: "A track's MP3, with Range support; waits a while for one still rendering.",
    method: 'GET',
    path: '/api/user/audio-tracks/:id/audio',
    access: 'active-user',
    engineBudget: 'none',
    params: AudioTrackIdParams,
    responses: { 200: BinaryBody, 206: BinaryBody },
    produces: 'audio',
  }),
};
