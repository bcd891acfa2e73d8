import { z } from 'zod';
import { ClientId } from './client-id';
import { ErrorCode } from './errors';
import { LanguageCode } from './languages';
import { AUDIO_TRACK_MAX_CLIPS, AUDIO_TRACK_MAX_PHRASES, AUDIO_TRACK_NAME_MAX_LENGTH } from './limits';
import { CursorPageQuery, cursorPage } from './pagination';
import { safeString } from './safe-text';

export const audioTrackPaths = {
  tracks: '/api/user/audio-tracks',
  track: (id: string) => `/api/user/audio-tracks/${id}`,
  audio: (id: string) => `/api/user/audio-tracks/${id}/audio`,
} as const;

/** The message for a track request with nothing to render (docs/product.md, Audio tracks). */
export const EMPTY_AUDIO_TRACK_MESSAGE = 'Нельзя сформировать аудиотрек без аудио';

/** A track's name: 1 to AUDIO_TRACK_NAME_MAX_LENGTH characters once trimmed. */
export const TrackName = safeString('Track name', { error: 'Track name is required' })
  .trim()
  .min(1, 'Track name is required')
  .max(AUDIO_TRACK_NAME_MAX_LENGTH, `Track name must be at most ${AUDIO_TRACK_NAME_MAX_LENGTH} characters`);

const PhraseIds = z
  .array(safeString('Phrase id').uuid('Phrase id must be a UUID'), { error: 'phraseIds must be a list of phrase ids' })
  .max(AUDIO_TRACK_MAX_PHRASES, `A track holds at most ${AUDIO_TRACK_MAX_PHRASES} phrases`);

/**
 * Clips of a local trainer as base64, bare or as a data URL. The server checks each clip's size
 * and real format from its bytes, as it does for a phrase's clips.
 */
const AudioBase64List = z
  .array(
    safeString('Audio', { error: 'Audio must be a base64 string' }).trim().min(1, 'Audio clip must not be empty'),
    {
      error: 'audioBase64List must be a list of base64 clips',
    },
  )
  .max(AUDIO_TRACK_MAX_CLIPS, `A track holds at most ${AUDIO_TRACK_MAX_CLIPS} clips`);

/** Render a track from the user's saved phrases, in the order given. */
export const CreateAudioTrackFromPhrasesRequest = z.object({ name: TrackName, phraseIds: PhraseIds });
export type CreateAudioTrackFromPhrasesRequest = z.input<typeof CreateAudioTrackFromPhrasesRequest>;

/** Upload a trainer made offline (docs/product.md, Audio tracks): its clips, in order. */
export const SyncAudioTrackRequest = z.object({
  name: TrackName,
  audioBase64List: AudioBase64List,
  clientId: ClientId,
});
export type SyncAudioTrackRequest = z.input<typeof SyncAudioTrackRequest>;

/**
 * The body of POST /api/user/audio-tracks: either phraseIds or audioBase64List. One object with
 * a refinement rather than a union, so an empty list answers EMPTY_AUDIO_TRACK_MESSAGE, not "Invalid input".
 */
export const CreateAudioTrackRequest = z
  .object({
    name: TrackName,
    phraseIds: PhraseIds.optional(),
    audioBase64List: AudioBase64List.optional(),
    clientId: ClientId,
  })
  .superRefine((body, context) => {
    if (body.phraseIds && body.audioBase64List) {
      context.addIssue({
        code: 'custom',
        path: ['audioBase64List'],
        message: 'Send either phraseIds or audioBase64List, not both',
      });
      return;
    }
    const count = (body.phraseIds ?? body.audioBase64List ?? []).length;
    if (count === 0) {
      const path = body.audioBase64List ? 'audioBase64List' : 'phraseIds';
      context.addIssue({ code: 'custom', path: [path], message: EMPTY_AUDIO_TRACK_MESSAGE });
    }
  });
export type CreateAudioTrackRequest = z.input<typeof CreateAudioTrackRequest>;

/**
 * Where a track's rendering stands (docs/decisions/038): a POST answers at once with `rendering`;
 * the MP3 is served once `ready`; `failed` keeps the reason in `failure`.
 */
export const TrackRenderStatus = z.enum(['rendering', 'ready', 'failed']);
export type TrackRenderStatus = z.infer<typeof TrackRenderStatus>;

/** Why a track could not be rendered: the error its POST would have answered had it waited. */
export const TrackRenderFailure = z.object({ code: ErrorCode, error: z.string() });
export type TrackRenderFailure = z.infer<typeof TrackRenderFailure>;

/** An audio track as the server answers it (docs/product.md, Audio tracks). */
export const AudioTrack = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The same as name: both are answered, and the screens show either. */
  title: z.string(),
  description: z.string().nullable(),
  /** Where the MP3 is served (needs the bearer token; supports Range requests). */
  audioUrl: z.string(),
  /** The phrases' target language (the one being learned); null for a synced trainer. */
  language: LanguageCode.nullable(),
  /** The original texts in track order, one per line; empty for a synced trainer. */
  text: z.string(),
  /** The translations in track order, one per line; empty for a synced trainer. */
  translatedText: z.string(),
  createdAt: z.string(),
  playCount: z.number().int().nonnegative(),
  /** Seconds, measured from the rendered samples (pauses included). */
  duration: z.number().nonnegative(),
  /** Bytes of the MP3 file. */
  fileSize: z.number().int().nonnegative(),
  isFavorite: z.boolean(),
  /** Phrases rendered, or clips for a synced trainer. */
  phraseCount: z.number().int().nonnegative(),
  /** Added with background rendering: duration and fileSize are 0 until the track is `ready`. */
  status: TrackRenderStatus,
  /** How far the rendering is, 0 to 1; 1 once ready. */
  progress: z.number().min(0).max(1),
  /** Set when status is `failed`, else null. */
  failure: TrackRenderFailure.nullable(),
});
export type AudioTrack = z.infer<typeof AudioTrack>;

/** GET /api/user/audio-tracks?limit=&cursor=: one page of the user's tracks. */
export const AudioTracksQuery = CursorPageQuery;
export type AudioTracksQuery = z.input<typeof AudioTracksQuery>;

/** One page of the user's own tracks, newest first; nextCursor asks for the next, null on the last. */
export const AudioTracksResponse = cursorPage({ success: z.literal(true), tracks: z.array(AudioTrack) });
export type AudioTracksResponse = z.infer<typeof AudioTracksResponse>;

/** The track at once, usually still `rendering`; its audio URL waits for the rendering (docs/decisions/038). */
export const CreateAudioTrackResponse = z.object({ success: z.literal(true), track: AudioTrack });
export type CreateAudioTrackResponse = z.infer<typeof CreateAudioTrackResponse>;

/** GET /api/user/audio-tracks/:id: one of the user's tracks as it stands now (how a client follows a rendering). */
export const AudioTrackResponse = z.object({ success: z.literal(true), track: AudioTrack });
export type AudioTrackResponse = z.infer<typeof AudioTrackResponse>;

export const DeleteAudioTrackResponse = z.object({ success: z.literal(true) });
export type DeleteAudioTrackResponse = z.infer<typeof DeleteAudioTrackResponse>;

export const AudioTrackIdParams = z.object({ id: safeString('Audio track id').uuid('Audio track id must be a UUID') });
export type AudioTrackIdParams = z.infer<typeof AudioTrackIdParams>;
