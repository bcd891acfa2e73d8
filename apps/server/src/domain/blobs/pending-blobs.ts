import { and, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audioTracks } from '../../db/schema/audio-tracks';
import { pendingBlobs } from '../../db/schema/pending-blobs';
import { phrases } from '../../db/schema/phrases';
import type { BlobStore } from '../../storage/blob-store';

/**
 * Notes keys whose file is about to be written before its row exists, or whose row is about to
 * go: if the process dies in between, the sweep finds them. Committed before the file is touched.
 */
export async function markBlobsPending(db: Pick<Database, 'insert'>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingBlobs)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** The row and its files agree again (both there, or both gone): nothing left to sweep. */
export async function clearPendingBlobs(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(pendingBlobs).where(inArray(pendingBlobs.key, keys));
}

/** How many pending keys one sweep reads at a time. */
const SWEEP_BATCH = 200;

/**
 * Removes the files of pending keys older than `olderThanMs` that no phrase or track claims, and
 * forgets every such key. The age leaves saves and deletes still in flight (in this or another
 * instance) alone; a key claimed by a row keeps its file.
 */
export async function sweepPendingBlobs(options: {
  db: Database;
  blobs: BlobStore;
  olderThanMs: number;
  now?: Date;
}): Promise<{ removed: number; kept: number }> {
  const { db, blobs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.olderThanMs);
  let removed = 0;
  let kept = 0;
  for (;;) {
    const batch = await db
      .select({ key: pendingBlobs.key })
      .from(pendingBlobs)
      .where(lt(pendingBlobs.createdAt, cutoff))
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return { removed, kept };
    const keys = batch.map(({ key }) => key);
    const claimed = await claimedKeys(db, keys);
    for (const key of keys) {
      if (claimed.has(key)) kept++;
      else {
        await blobs.delete(key);
        removed++;
      }
    }
    await db.delete(pendingBlobs).where(and(inArray(pendingBlobs.key, keys), lt(pendingBlobs.createdAt, cutoff)));
  }
}

/** The keys among `keys` that a phrase clip or a track MP3 points at. */
async function claimedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const [phraseClips, trackFiles] = await Promise.all([
    db
      .select({ original: phrases.originalAudioKey, translated: phrases.translatedAudioKey })
      .from(phrases)
      .where(or(inArray(phrases.originalAudioKey, keys), inArray(phrases.translatedAudioKey, keys))),
    db.select({ key: audioTracks.audioKey }).from(audioTracks).where(inArray(audioTracks.audioKey, keys)),
  ]);
  const claimed = new Set<string>();
  for (const { original, translated } of phraseClips) {
    if (original) claimed.add(original);
    if (translated) claimed.add(translated);
  }
  for (const { key } of trackFiles) claimed.add(key);
  return claimed;
}
