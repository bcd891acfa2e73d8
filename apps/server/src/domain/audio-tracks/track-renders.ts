import type { TrackRenderFailure } from '@tolk/contracts/audio-tracks';
import type { ErrorCode } from '@tolk/contracts/errors';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { type AudioTrackRow, audioTracks } from '../../db/schema/audio-tracks';
import { EngineError, ModelPreparingError } from '../../engines/engine-error';
import type { SpeechService } from '../../engines/speech-synthesis/speech-service';
import { AppError } from '../../errors/app-error';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';
import type { StorageQuota } from '../blobs/storage-quota';
import { type GatheredClip, gatherClips } from './gather-clips';
import type { RenderOutcome, TrackRenderPool } from './render-pool';

/** A rendering whose instance has not written for this long is taken over (that instance stopped). */
export const RENDER_LEASE_SECONDS = 30;
/** A track whose rendering was started this often without finishing (it stopped the server?) fails. */
const MAX_ATTEMPTS = 3;
const BEAT_MS = 1_000;

/**
 * The renderings of tracks (decision 038): the track's row says `rendering` from its POST on, and this
 * queue renders it off the request: clips gathered here (stored files, engines' speech), decoded, joined
 * and encoded in the pool's threads. The row is the job: claimed by writing its heartbeat, so of two
 * instances one renders it, and a server that starts (or finds a beat gone stale) resumes what was left.
 */
export interface TrackRenders {
  /** Renders the track soon, unless another instance already does. */
  enqueue(trackId: string): void;
  /** The rendering this instance runs for the track, settling when it ends; undefined when it runs none. */
  running(trackId: string): Promise<void> | undefined;
  /** Takes up the renderings left unclaimed or stale, now and then every lease. */
  start(): void;
  /** Stops rendering: renderings under way are released for the next start, the threads end. */
  stop(): Promise<void>;
  /**
   * Renders clips in the threads for a track made within its request (the daily review track): the event
   * loop only waits, and clips rendered before cost nothing again.
   */
  renderNow(clips: GatheredClip[]): Promise<RenderedAudio>;
}

/** A track's MP3 and how long it plays. */
export interface RenderedAudio {
  mp3: Uint8Array;
  durationSeconds: number;
}

/** What a rendering uses. */
interface RenderingDeps {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  speech: SpeechService;
  pool: TrackRenderPool;
  log: FastifyBaseLogger;
}

export function createTrackRenders(
  options: RenderingDeps & {
    /** Renderings at once: gathering clips (engines, files) overlaps the threads' work. */
    concurrency: number;
  },
): TrackRenders {
  const { db, log, pool, concurrency } = options;
  const queued: string[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let sweep: NodeJS.Timeout | undefined;

  const next = () => {
    while (!stopped && running.size < concurrency && queued.length > 0) {
      const trackId = queued.shift() as string;
      if (running.has(trackId)) continue;
      const run = renderClaimed(trackId)
        .catch((error) => log.error({ err: error, trackId }, 'a track rendering failed unexpectedly'))
        .finally(() => {
          running.delete(trackId);
          next();
        });
      running.set(trackId, run);
    }
  };

  const renderClaimed = async (trackId: string) => {
    const row = await claim(db, trackId);
    if (!row) return;
    if (row.renderAttempts > MAX_ATTEMPTS) {
      await fail(db, options.blobs, row, {
        code: 'INTERNAL',
        error: `The track could not be rendered after ${MAX_ATTEMPTS} attempts. Delete it and try again.`,
      });
      return;
    }
    await renderTrack({ ...options, row, isStopped: () => stopped });
  };

  const takeUp = async () => {
    try {
      const stale = await db
        .select({ id: audioTracks.id })
        .from(audioTracks)
        .where(and(eq(audioTracks.status, 'rendering'), claimable()))
        .orderBy(audioTracks.createdAt)
        .limit(100);
      for (const { id } of stale) if (!queued.includes(id) && !running.has(id)) queued.push(id);
      next();
    } catch (error) {
      log.warn({ err: error }, 'could not look for track renderings to resume');
    }
  };

  return {
    enqueue(trackId) {
      if (stopped || queued.includes(trackId) || running.has(trackId)) return;
      queued.push(trackId);
      next();
    },
    running: (trackId) => running.get(trackId),
    start() {
      void takeUp();
      sweep = setInterval(() => void takeUp(), RENDER_LEASE_SECONDS * 1000);
      sweep.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(sweep);
      queued.length = 0;
      await pool.close();
      await Promise.allSettled([...running.values()]);
    },
    renderNow: async (clips) => renderedAudio(await renderInThreads(pool, clips, () => undefined)),
  };
}

/** Not claimed, or claimed by an instance whose beat stopped. */
function claimable() {
  return or(
    isNull(audioTracks.renderHeartbeat),
    lt(audioTracks.renderHeartbeat, sql`now() - make_interval(secs => ${RENDER_LEASE_SECONDS})`),
  );
}

/** The row, if this instance may render it now: its beat is written and its attempt counted. */
async function claim(db: Database, trackId: string): Promise<AudioTrackRow | undefined> {
  const [row] = await db
    .update(audioTracks)
    .set({ renderHeartbeat: sql`now()`, renderAttempts: sql`${audioTracks.renderAttempts} + 1` })
    .where(and(eq(audioTracks.id, trackId), eq(audioTracks.status, 'rendering'), claimable()))
    .returning();
  return row;
}

async function renderTrack(options: RenderingDeps & { row: AudioTrackRow; isStopped: () => boolean }): Promise<void> {
  const { db, blobs, pool, row, log } = options;
  let progress = 0;
  let written = -1;
  // The beat: progress for the screens, and the claim kept while gathering or waiting for a thread.
  const beat = setInterval(() => {
    const fraction = progress === written ? {} : { progress };
    written = progress;
    void db
      .update(audioTracks)
      .set({ renderHeartbeat: sql`now()`, ...fraction })
      .where(and(eq(audioTracks.id, row.id), eq(audioTracks.status, 'rendering')))
      .catch((error) => log.warn({ err: error, trackId: row.id }, 'could not write a rendering’s progress'));
  }, BEAT_MS);
  try {
    const input = row.renderInput;
    if (!input) throw new AppError('INTERNAL', 'The track has nothing to render.');
    const clips = await gatherClips({
      db,
      blobs,
      speech: options.speech,
      userId: row.userId,
      input,
      onClip: (done, total) => {
        progress = (0.3 * done) / total;
      },
    });
    const outcome = await renderInThreads(pool, clips, (fraction) => {
      progress = 0.3 + 0.7 * fraction;
    });
    const { mp3, durationSeconds } = renderedAudio(outcome);
    await store(options, mp3, durationSeconds);
  } catch (error) {
    if (options.isStopped() || isDatabaseUnavailable(error)) {
      // Not the track's fault: released for the next start (or the sweep), the attempt not counted.
      await release(db, row.id).catch(() => undefined);
      return;
    }
    const failure = failureOf(error);
    if (failure.code === 'INTERNAL') log.error({ err: error, trackId: row.id }, 'a track could not be rendered');
    await fail(db, blobs, row, failure);
  } finally {
    clearInterval(beat);
  }
}

/** Renders; a stored clip the thread cannot decode is spoken from its text instead, and the track tried again. */
async function renderInThreads(
  pool: TrackRenderPool,
  gathered: GatheredClip[],
  onProgress: (fraction: number) => void,
): Promise<RenderOutcome> {
  for (;;) {
    const outcome = await pool.render(
      gathered.map((entry) => entry.clip),
      onProgress,
    );
    if (outcome.type !== 'undecodable') return outcome;
    const entry = gathered[outcome.index];
    if (!entry?.speak) return { id: outcome.id, type: 'failed', code: 'INTERNAL', message: 'A clip is damaged.' };
    entry.clip = await entry.speak();
    entry.speak = undefined;
  }
}

/** The rendered MP3, or the error the thread met. */
function renderedAudio(outcome: RenderOutcome): RenderedAudio {
  if (outcome.type === 'failed') {
    throw new AppError(outcome.code as ErrorCode, outcome.message, { fieldErrors: outcome.fieldErrors });
  }
  if (outcome.type !== 'done') throw new AppError('INTERNAL', 'The track could not be rendered.');
  return { mp3: outcome.mp3, durationSeconds: outcome.durationSeconds };
}

/** The MP3 stored and the row made ready, in the user's storage quota; a track deleted meanwhile leaves no file. */
async function store(
  options: { db: Database; blobs: BlobStore; quota: StorageQuota; row: AudioTrackRow },
  mp3: Uint8Array,
  durationSeconds: number,
): Promise<void> {
  const { db, blobs, quota, row } = options;
  await quota.ensureRoom(db, row.userId, mp3.length);
  await markBlobsPending(db, [row.audioKey]);
  await blobs.put(row.audioKey, mp3);
  const [ready] = await quota.claim(db, row.userId, mp3.length, (tx) =>
    tx
      .update(audioTracks)
      .set({
        status: 'ready',
        progress: 1,
        durationSeconds,
        fileSize: mp3.length,
        renderInput: null,
        renderHeartbeat: null,
      })
      .where(and(eq(audioTracks.id, row.id), eq(audioTracks.status, 'rendering')))
      .returning({ id: audioTracks.id }),
  );
  if (!ready) await blobs.delete(row.audioKey);
  await clearPendingBlobs(db, [row.audioKey]);
  await dropClips(blobs, row);
}

async function fail(db: Database, blobs: BlobStore, row: AudioTrackRow, failure: TrackRenderFailure): Promise<void> {
  await db
    .update(audioTracks)
    .set({
      status: 'failed',
      progress: 0,
      failureCode: failure.code,
      failureMessage: failure.error,
      renderInput: null,
      renderHeartbeat: null,
    })
    .where(and(eq(audioTracks.id, row.id), eq(audioTracks.status, 'rendering')));
  await dropClips(blobs, row);
}

async function release(db: Database, trackId: string): Promise<void> {
  await db
    .update(audioTracks)
    .set({ renderHeartbeat: null, renderAttempts: sql`greatest(${audioTracks.renderAttempts} - 1, 0)` })
    .where(and(eq(audioTracks.id, trackId), eq(audioTracks.status, 'rendering')));
}

async function dropClips(blobs: BlobStore, row: AudioTrackRow): Promise<void> {
  const input = row.renderInput;
  if (input && 'clipsKey' in input) await blobs.delete(input.clipsKey);
}

/** What the learner is told: the error the request would have answered had it waited for the rendering. */
function failureOf(error: unknown): TrackRenderFailure {
  if (error instanceof AppError) return { code: error.code, error: error.message };
  if (error instanceof ModelPreparingError) {
    return { code: 'ENGINE_FAILED', error: 'A speech model is still being prepared. Please try again in a while.' };
  }
  if (error instanceof EngineError) {
    return { code: 'ENGINE_FAILED', error: 'The engine gave no usable answer. Please try again in a moment.' };
  }
  return { code: 'INTERNAL', error: 'The track could not be rendered. Please try again.' };
}
