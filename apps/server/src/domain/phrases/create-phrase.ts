import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { PhraseAudioKind } from '@tolk/contracts/phrases';
import type { AudioUpload } from '../../audio/decode-audio-upload';
import type { Database } from '../../db/client';
import { type PhraseRow, phrases } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';

export interface NewPhrase {
  userId: string;
  originalText: string;
  translatedText: string;
  sourceLanguage: LanguageCode;
  targetLanguage: LanguageCode;
  originalAudio?: AudioUpload;
  translatedAudio?: AudioUpload;
}

/** Blob keys name the owner, the phrase and the clip; the extension records the sniffed format. */
export function phraseAudioKey(userId: string, phraseId: string, kind: PhraseAudioKind, audio: AudioUpload): string {
  return `phrases/${userId}/${phraseId}-${kind}.${audio.format}`;
}

/**
 * Stores the clips first, then the row that points at them: a failed insert removes the clips,
 * so a phrase never points at missing audio.
 */
export async function createPhrase(options: { db: Database; blobs: BlobStore; phrase: NewPhrase }): Promise<PhraseRow> {
  const { db, blobs, phrase } = options;
  const id = randomUUID();
  const clips: { key: string; audio: AudioUpload }[] = [];
  const keyOf = (kind: PhraseAudioKind, audio: AudioUpload | undefined) => {
    if (!audio) return null;
    const key = phraseAudioKey(phrase.userId, id, kind, audio);
    clips.push({ key, audio });
    return key;
  };
  const originalAudioKey = keyOf('original', phrase.originalAudio);
  const translatedAudioKey = keyOf('translated', phrase.translatedAudio);

  try {
    for (const { key, audio } of clips) await blobs.put(key, audio.bytes);
    const [row] = await db
      .insert(phrases)
      .values({
        id,
        userId: phrase.userId,
        originalText: phrase.originalText,
        translatedText: phrase.translatedText,
        sourceLanguage: phrase.sourceLanguage,
        targetLanguage: phrase.targetLanguage,
        originalAudioKey,
        translatedAudioKey,
      })
      .returning();
    if (!row) throw new Error('phrase insert returned nothing');
    return row;
  } catch (error) {
    await Promise.allSettled(clips.map(({ key }) => blobs.delete(key)));
    throw error;
  }
}
