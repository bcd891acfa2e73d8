import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phrases } from '../../db/schema/phrases';
import type { BlobStore } from '../../storage/blob-store';
import { clearPendingBlobs, markBlobsPending } from '../blobs/pending-blobs';

/**
 * Deletes one of the user's own phrases, then its clips. The row goes in one transaction with
 * marking its clips pending, so a crash before the files are gone leaves them to the sweep. Returns false when the user has no
 * phrase with this id, whether it does not exist or belongs to someone else.
 */
export async function deletePhrase(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  phraseId: string;
}): Promise<boolean> {
  const { db, blobs, userId, phraseId } = options;
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(phrases)
      .where(and(eq(phrases.id, phraseId), eq(phrases.userId, userId)))
      .returning({ originalAudioKey: phrases.originalAudioKey, translatedAudioKey: phrases.translatedAudioKey });
    if (!row) return undefined;
    const clipKeys = [row.originalAudioKey, row.translatedAudioKey].filter((key): key is string => key !== null);
    await markBlobsPending(tx, clipKeys);
    return clipKeys;
  });
  if (!keys) return false;
  for (const key of keys) await blobs.delete(key);
  await clearPendingBlobs(db, keys);
  return true;
}
