import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AudioTrackRow, audioTracks } from '../../db/schema/audio-tracks';
import { AppError } from '../../errors/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { TrackRenders } from './track-renders';

/** How long a request for a rendering track's audio waits for it: under the usual clients' 30 s. */
export const TRACK_AUDIO_WAIT_MS = 20_000;
/** How often the row is read again while waiting (the rendering may run on another instance). */
const RECHECK_MS = 500;

/**
 * The name and MP3 of one of the user's own tracks. Another user's track, or a row whose file is
 * missing, is NOT_FOUND alike: nobody learns which tracks exist. A track still rendering is waited
 * for (so a client that asks for the audio right after its POST, as the spec's calls do, gets it);
 * past `waitMs` the answer is TRACK_RENDERING, and a failed track answers the reason it failed with.
 */
export async function readTrackAudio(options: {
  db: Database;
  blobs: BlobStore;
  renders: TrackRenders;
  userId: string;
  trackId: string;
  waitMs?: number;
}): Promise<{ name: string; bytes: Uint8Array }> {
  const { blobs } = options;
  const track = await renderedTrack(options);
  if (track?.status === 'rendering') {
    throw new AppError('TRACK_RENDERING', 'The track is still being rendered. Please try again in a moment.', {
      retryAfterSeconds: 2,
    });
  }
  if (track?.status === 'failed') {
    throw new AppError(failedCode(track.failureCode), track.failureMessage ?? 'The track could not be rendered.');
  }
  const bytes = track ? await blobs.get(track.audioKey) : undefined;
  if (!track || !bytes) throw new AppError('NOT_FOUND', 'Audio track not found');
  return { name: track.name, bytes };
}

type TrackState = Pick<AudioTrackRow, 'name' | 'audioKey' | 'status' | 'failureCode' | 'failureMessage'>;

/** The track's row once it is no longer rendering, or as it is when the wait is over. */
async function renderedTrack(options: {
  db: Database;
  renders: TrackRenders;
  userId: string;
  trackId: string;
  waitMs?: number;
}): Promise<TrackState | undefined> {
  const { db, renders, userId, trackId } = options;
  const deadline = Date.now() + (options.waitMs ?? TRACK_AUDIO_WAIT_MS);
  for (;;) {
    const [track] = await db
      .select({
        name: audioTracks.name,
        audioKey: audioTracks.audioKey,
        status: audioTracks.status,
        failureCode: audioTracks.failureCode,
        failureMessage: audioTracks.failureMessage,
      })
      .from(audioTracks)
      .where(and(eq(audioTracks.id, trackId), eq(audioTracks.userId, userId)));
    const left = deadline - Date.now();
    if (track?.status !== 'rendering' || left <= 0) return track;
    let timer: NodeJS.Timeout | undefined;
    const recheck = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.min(RECHECK_MS, left));
    });
    // A rendering of this instance wakes the wait as it ends; one of another instance is seen by rereading.
    const local = renders.running(trackId);
    await (local ? Promise.race([local, recheck]) : recheck);
    clearTimeout(timer);
  }
}

/** A failure's stored code as the error to answer; a TRACK_RENDERING stored by mistake would mislead. */
function failedCode(code: string | null): AppError['code'] {
  return code && code !== 'TRACK_RENDERING' ? (code as AppError['code']) : 'INTERNAL';
}
