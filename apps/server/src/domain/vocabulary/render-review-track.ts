import { EMPTY_AUDIO_TRACK_MESSAGE } from '@tolk/contracts/audio-tracks';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AudioTrackRow } from '../../db/schema/audio-tracks';
import type { SpeechService } from '../../engines/speech-synthesis/speech-service';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import type { BlobStore } from '../../storage/blob-store';
import { type GatheredClip, spokenClip } from '../audio-tracks/gather-clips';
import { storeAudioTrack } from '../audio-tracks/store-audio-track';
import type { TrackRenders } from '../audio-tracks/track-renders';
import type { StorageQuota } from '../blobs/storage-quota';
import { practiceWords } from './practice-words';

/**
 * The daily review audio trainer (decision 022): the words a practice session would ask today
 * (due ones first, then new ones) rendered through the audio-track renderer (decision 005) as
 * word, pause, its translation, pause, each spoken by the speech service (cached, so tomorrow's
 * track re-speaks only new words), joined in the rendering threads (which keep the words' segments,
 * decision 043), and stored as one of the learner's tracks, so it plays in /audio on a walk.
 * Listening is not an answer: no card is reviewed.
 */
export async function renderReviewTrack(options: {
  db: Database;
  blobs: BlobStore;
  quota: StorageQuota;
  speech: SpeechService;
  translation: TranslationService;
  renders: TrackRenders;
  log: FastifyBaseLogger;
  userId: string;
  sourceLanguage?: LanguageCode;
  targetLanguage: LanguageCode;
  limit: number;
  /** The name the learner's interface gave it; else 'Review' and the UTC date. */
  name?: string;
  now: Date;
}): Promise<{ track: AudioTrackRow; wordCount: number }> {
  const { db, blobs, quota, speech, userId, now } = options;
  const { words } = await practiceWords({ ...options, limit: options.limit });
  if (words.length === 0) {
    throw new AppError('VALIDATION_FAILED', EMPTY_AUDIO_TRACK_MESSAGE, {
      fieldErrors: { sourceLanguage: EMPTY_AUDIO_TRACK_MESSAGE },
    });
  }
  await quota.ensureRoom(db, userId, 1);
  const clips: GatheredClip[] = [];
  for (const word of words) {
    clips.push({ clip: await spokenClip(speech, { text: word.word, language: word.language, learner: userId }) });
    const answerLanguage = word.answerLanguage ?? word.targetLanguage;
    clips.push({ clip: await spokenClip(speech, { text: word.expected, language: answerLanguage, learner: userId }) });
  }
  const { mp3, durationSeconds } = await options.renders.renderNow(clips);
  const track = await storeAudioTrack({
    db,
    blobs,
    quota,
    track: {
      userId,
      name: options.name ?? `Review ${now.toISOString().slice(0, 10)}`,
      language: words[0]?.language ?? null,
      text: words.map((word) => word.word).join('\n'),
      translatedText: words.map((word) => word.expected).join('\n'),
      phraseCount: words.length,
      mp3,
      durationSeconds,
    },
  });
  return { track, wordCount: words.length };
}
