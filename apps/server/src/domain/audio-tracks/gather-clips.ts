import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq, inArray } from 'drizzle-orm';
import { DECODABLE_FORMATS } from '../../audio/decode-clip';
import type { Database } from '../../db/client';
import type { TrackRenderInput } from '../../db/schema/audio-tracks';
import { type PhraseRow, phrases } from '../../db/schema/phrases';
import type { SpeechService } from '../../engines/speech-synthesis/speech-service';
import { AppError } from '../../errors/app-error';
import { formatOfClipKey } from '../../storage/blob-keys';
import type { BlobStore } from '../../storage/blob-store';
import { unpackClips } from './clips-file';
import type { ClipToRender } from './render-job-clips';

/** One side of a phrase: its stored clip, if any, and the text to speak when there is none. */
export interface PhraseSide {
  audioKey: string | null;
  text: string;
  language: LanguageCode;
}

/** A clip to render, and how to speak it instead when its stored file cannot be decoded. */
export interface GatheredClip {
  clip: ClipToRender;
  speak?: () => Promise<ClipToRender>;
}

/** The user's own phrases in the order given (a phrase may repeat); any other id is NOT_FOUND. */
export async function loadOwnPhrases(db: Database, userId: string, phraseIds: string[]): Promise<PhraseRow[]> {
  const rows = await db
    .select()
    .from(phrases)
    .where(and(eq(phrases.userId, userId), inArray(phrases.id, [...new Set(phraseIds)])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return phraseIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('NOT_FOUND', 'Phrase not found', { fieldErrors: { phraseIds: `No phrase ${id}` } });
    return row;
  });
}

/** Each phrase's original, then its translation. */
export function sidesOf(phrase: PhraseRow): [PhraseSide, PhraseSide] {
  return [
    { audioKey: phrase.originalAudioKey, text: phrase.originalText, language: phrase.sourceLanguage as LanguageCode },
    {
      audioKey: phrase.translatedAudioKey,
      text: phrase.translatedText,
      language: phrase.targetLanguage as LanguageCode,
    },
  ];
}

/** Whether the side is spoken by an engine: it has no clip the server decodes (WebM, Ogg and MP4 are spoken). */
export function needsSpeech(side: PhraseSide): boolean {
  return !side.audioKey || !DECODABLE_FORMATS.has(formatOfClipKey(side.audioKey));
}

/**
 * The clips of a track, read again when its rendering runs: the phrases' stored clips or their texts spoken
 * (the speech service caches them), or a synced trainer's clips from their file. `onClip` counts them.
 */
export async function gatherClips(options: {
  db: Database;
  blobs: BlobStore;
  speech: SpeechService;
  userId: string;
  input: TrackRenderInput;
  onClip: (done: number, total: number) => void;
}): Promise<GatheredClip[]> {
  const { db, blobs, speech, userId, input, onClip } = options;
  if ('clipsKey' in input) {
    const file = await blobs.get(input.clipsKey);
    if (!file) throw new AppError('NOT_FOUND', 'The clips of this track are gone; sync the trainer again.');
    return unpackClips(file).map((clip) => ({ clip: { ...clip, speakable: false } }));
  }
  const sides = (await loadOwnPhrases(db, userId, input.phraseIds)).flatMap(sidesOf);
  const gathered: GatheredClip[] = [];
  for (const side of sides) {
    const speak = () => spokenClip(speech, { text: side.text, language: side.language, learner: userId });
    const stored = needsSpeech(side) || !side.audioKey ? undefined : await blobs.get(side.audioKey);
    gathered.push(
      stored && side.audioKey
        ? { clip: { bytes: stored, format: formatOfClipKey(side.audioKey), speakable: true }, speak }
        : { clip: await speak() },
    );
    onClip(gathered.length, sides.length);
  }
  return gathered;
}

/** A text spoken by the speech service (which caches it) as a clip to render, cut to its measured length. */
export async function spokenClip(
  speech: SpeechService,
  request: { text: string; language: LanguageCode; learner: string },
): Promise<ClipToRender> {
  const spoken = await speech.speak(request);
  return { bytes: spoken.mp3, format: 'mp3', trimSeconds: spoken.durationSeconds, speakable: false };
}
