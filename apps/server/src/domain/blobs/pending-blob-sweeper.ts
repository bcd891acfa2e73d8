import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BlobStore } from '../../storage/blob-store';
import { sweepPendingBlobs } from './pending-blobs';

/** A save or delete in flight takes seconds; a pending key this old was left by a process that died. */
export const PENDING_BLOB_GRACE_MS = 10 * 60_000;
/** Later sweeps catch keys that were still within their grace when the server started. */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Sweeps pending blob keys at start-up, in the background so the server serves meanwhile, and
 * again every quarter of an hour. A failing sweep (the store away) is logged and tried next time.
 */
export function startPendingBlobSweeper(options: { db: Database; blobs: BlobStore; log: FastifyBaseLogger }): {
  stop(): Promise<void>;
} {
  const { log } = options;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepPendingBlobs({ ...options, olderThanMs: PENDING_BLOB_GRACE_MS }).then(
      ({ removed, kept }) => {
        if (removed + kept > 0) log.info({ removed, kept }, 'pending blobs swept');
      },
      (error: unknown) => log.warn({ err: error }, 'pending blobs could not be swept; trying again later'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    /** Stops the timer and waits for a sweep in progress, so the database is not closed under it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
