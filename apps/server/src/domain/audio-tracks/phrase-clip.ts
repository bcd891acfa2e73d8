import type { LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { decodeClip } from '../../audio/decode-clip';
import { decodeMp3, trimToEncodedLength } from '../../audio/mp3-decoder';
import type { PcmAudio } from '../../audio/pcm-audio';
import type { SpeechService } from '../../engines/speech-synthesis/speech-service';
import { formatOfClipKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';

/** One side of a phrase: its stored clip, if any, and the text to speak when there is none. */
export interface PhraseSide {
  audioKey: string | null;
  text: string;
  language: LanguageCode;
}

/**
 * The samples of one side of a phrase: the stored clip when the server can decode it, otherwise
 * the text spoken by the speech service (which caches it, so a second track costs nothing).
 * A damaged stored clip is logged and spoken instead: one bad file must not sink a whole track.
 */
export async function phraseClip(options: {
  side: PhraseSide;
  blobs: BlobStore;
  speech: SpeechService;
  log: FastifyBaseLogger;
}): Promise<PcmAudio> {
  const { side, blobs, speech, log } = options;
  const stored = side.audioKey ? await readStoredClip(side.audioKey, blobs, log) : undefined;
  if (stored) return stored;
  const spoken = await speech.speak({ text: side.text, language: side.language });
  return trimToEncodedLength(await decodeMp3(spoken.mp3), spoken.durationSeconds);
}

async function readStoredClip(key: string, blobs: BlobStore, log: FastifyBaseLogger): Promise<PcmAudio | undefined> {
  const bytes = await blobs.get(key);
  if (!bytes) return undefined;
  try {
    return await decodeClip(bytes, formatOfClipKey(key));
  } catch (error) {
    log.warn({ key, err: error }, 'stored phrase clip could not be decoded; speaking its text instead');
    return undefined;
  }
}
