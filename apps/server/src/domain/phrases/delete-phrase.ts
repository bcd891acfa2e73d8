import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phrases } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';

/**
 * Deletes one of the user's own phrases, then its clips. Returns false when the user has no
 * phrase with this id, whether it does not exist or belongs to someone else.
 */
export async function deletePhrase(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  phraseId: string;
}): Promise<boolean> {
  const { db, blobs, userId, phraseId } = options;
  const [row] = await db
    .delete(phrases)
    .where(and(eq(phrases.id, phraseId), eq(phrases.userId, userId)))
    .returning({ originalAudioKey: phrases.originalAudioKey, translatedAudioKey: phrases.translatedAudioKey });
  if (!row) return false;
  for (const key of [row.originalAudioKey, row.translatedAudioKey]) {
    if (key) await blobs.delete(key);
  }
  return true;
}
