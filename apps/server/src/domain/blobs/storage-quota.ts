import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import { phrases } from '../../db/schema/phrases';
import { AppError } from '../../errors/app-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The audio a learner may keep stored: phrase clips and audio tracks together, counted from the
 * sizes their rows keep (phrases.audio_bytes, audio_tracks.file_size), so the count can never drift
 * from what is stored (docs/decisions/012).
 */
export interface StorageQuota {
  /** Refuses early, before anything is written or rendered, when `bytes` more cannot fit. */
  ensureRoom(db: Database, userId: string, bytes: number): Promise<void>;
  /**
   * Runs `insert` (the row that claims `bytes` of written audio) in a transaction that holds the
   * user's lock and checks the quota first: two saves at once cannot both squeeze under it.
   */
  claim<T>(db: Database, userId: string, bytes: number, insert: (tx: Transaction) => Promise<T>): Promise<T>;
}

export function createStorageQuota(quotaBytes: number): StorageQuota {
  const ensureRoom = async (db: Pick<Database, 'select'>, userId: string, bytes: number) => {
    const used = await storedAudioBytes(db, userId);
    if (used + bytes > quotaBytes) throw quotaExceeded(used, quotaBytes);
  };
  return {
    ensureRoom,
    claim: (db, userId, bytes, insert) =>
      db.transaction(async (tx) => {
        // Held until the transaction ends; any number keyed by the user serialises their saves only.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tolk-storage:${userId}`}, 0))`);
        await ensureRoom(tx, userId, bytes);
        return insert(tx);
      }),
  };
}

/** Bytes of audio the user's phrases and tracks hold. */
export async function storedAudioBytes(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  // A sum of integers is a bigint, which the drivers hand over as a string.
  const [clips] = await db
    .select({ bytes: sql`coalesce(sum(${phrases.audioBytes}), 0)`.mapWith(Number) })
    .from(phrases)
    .where(eq(phrases.userId, userId));
  const [tracks] = await db
    .select({ bytes: sql`coalesce(sum(${audioTracks.fileSize}), 0)`.mapWith(Number) })
    .from(audioTracks)
    .where(eq(audioTracks.userId, userId));
  return (clips?.bytes ?? 0) + (tracks?.bytes ?? 0);
}

function quotaExceeded(usedBytes: number, quotaBytes: number): AppError {
  return new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    `Your audio storage is full: ${megabytes(usedBytes)} of ${megabytes(quotaBytes)} MB used. Delete phrases or audio tracks to make room.`,
  );
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
