import type { LanguageCode } from '@tolk/contracts/languages';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AudioTrackRow } from '../../db/schema/audio-tracks';
import { type PhraseRow, phrases } from '../../db/schema/phrases';
import type { SpeechService } from '../../engines/speech-synthesis/speech-service';
import { AppError } from '../../errors/app-error';
import type { BlobStore } from '../../storage/blob-store';
import type { StorageQuota } from '../blobs/storage-quota';
import { type PhraseSide, phraseClip } from './phrase-clip';
import { storeAudioTrack } from './store-audio-track';
import { TrackBuilder } from './track-builder';

/**
 * Renders one track from the user's own phrases in the order given (a phrase may repeat): for
 * each, the original clip, a pause, the translation, a pause. Any id that is not one of the
 * user's phrases is a 404 before anything is rendered, so no one else's audio is ever read.
 * The track's language is the first phrase's target language.
 */
export async function createTrackFromPhrases(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  speech: SpeechService;
  log: FastifyBaseLogger;
  userId: string;
  name: string;
  clientId?: string;
  phraseIds: string[];
}): Promise<AudioTrackRow> {
  const { db, blobs, speech, log, userId, name } = options;
  const ordered = await loadOwnPhrases(db, userId, options.phraseIds);

  const builder = new TrackBuilder();
  for (const phrase of ordered) {
    for (const side of sidesOf(phrase)) builder.add(await phraseClip({ side, blobs, speech, log }));
  }
  return storeAudioTrack({
    db,
    blobs,
    quota: options.quota,
    track: {
      userId,
      name,
      language: (ordered[0]?.targetLanguage ?? null) as LanguageCode | null,
      text: ordered.map((phrase) => phrase.originalText).join('\n'),
      translatedText: ordered.map((phrase) => phrase.translatedText).join('\n'),
      phraseCount: ordered.length,
      clientId: options.clientId,
      audio: builder.build(),
    },
  });
}

async function loadOwnPhrases(db: Database, userId: string, phraseIds: string[]): Promise<PhraseRow[]> {
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

function sidesOf(phrase: PhraseRow): [PhraseSide, PhraseSide] {
  return [
    { audioKey: phrase.originalAudioKey, text: phrase.originalText, language: phrase.sourceLanguage as LanguageCode },
    {
      audioKey: phrase.translatedAudioKey,
      text: phrase.translatedText,
      language: phrase.targetLanguage as LanguageCode,
    },
  ];
}
