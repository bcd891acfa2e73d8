import type { PhraseAudioKind } from '@tolk/contracts/phrases';
import { and, eq } from 'drizzle-orm';
import type { AudioFormat } from '../../audio/audio-format';
import type { Database } from '../../db/client';
import { phrases } from '../../db/schema/phrases';
import { AppError } from '../../errors/app-error';
import { formatOfClipKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';

/**
 * One clip of the user's own phrase and the format sniffed when it was saved. Another user's
 * phrase is NOT_FOUND like a missing one; so is a side saved without a clip.
 */
export async function readPhraseClip(options: {
  db: Database;
  blobs: BlobStore;
  userId: string;
  phraseId: string;
  side: PhraseAudioKind;
}): Promise<{ bytes: Uint8Array; format: AudioFormat }> {
  const { db, blobs, userId, phraseId, side } = options;
  const [row] = await db
    .select({ original: phrases.originalAudioKey, translated: phrases.translatedAudioKey })
    .from(phrases)
    .where(and(eq(phrases.id, phraseId), eq(phrases.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Phrase not found');
  const key = row[side];
  const bytes = key ? await blobs.get(key) : undefined;
  if (!key || !bytes) throw new AppError('NOT_FOUND', `This phrase has no ${side} audio`);
  return { bytes, format: formatOfClipKey(key) };
}
