import type { LanguageCode } from '@tolk/contracts/languages';
import type { SpeechReviewResponse } from '@tolk/contracts/vocabulary-practice';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { studyWords } from '../../db/schema/study-words';
import { vocabularyWordDetails } from '../../db/schema/vocabulary';
import type { RecognitionService } from '../../engines/speech-recognition/recognition-service';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import { understandRecording } from '../speech/understand-recording';
import { reviewWord, studyWordNotFound } from '../study-words/review-word';
import { practiceAnswers } from './practice-answers';
import { compareSpokenAnswer } from './spoken-answer';

/**
 * A spoken answer: the learner says the word (expectedLanguage is the word's language) or its
 * translation (another language, checked against practice-words' answers). The recording goes to
 * the speech recogniser in expectedLanguage; the text is compared normalised (spoken-answer.ts);
 * the card is reviewed with source 'spoken'. A recording without speech (422) or a recogniser
 * failure reviews nothing: the learner did not answer.
 */
export async function reviewSpokenAnswer(options: {
  db: Database;
  userId: string;
  studyWordId: string;
  audio: Uint8Array;
  expectedLanguage: LanguageCode;
  durationMs?: number;
  recognition: RecognitionService;
  translation: TranslationService;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<Omit<SpeechReviewResponse, 'success'>> {
  return reviewAnswer(options, () =>
    understandRecording({
      recognition: options.recognition,
      upload: options.audio,
      language: options.expectedLanguage,
      learner: options.userId,
    }),
  );
}

/**
 * A spoken answer the browser recognised itself (heard-review): the same expected answers, the same
 * comparison and the same 'spoken' review as a recording, with 'browser' as the engine.
 */
export async function reviewHeardAnswer(options: {
  db: Database;
  userId: string;
  studyWordId: string;
  recognizedText: string;
  expectedLanguage: LanguageCode;
  durationMs?: number;
  translation: TranslationService;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<Omit<SpeechReviewResponse, 'success'>> {
  return reviewAnswer(options, async () => ({ text: options.recognizedText, engine: 'browser' }));
}

async function reviewAnswer(
  options: {
    db: Database;
    userId: string;
    studyWordId: string;
    expectedLanguage: LanguageCode;
    durationMs?: number;
    translation: TranslationService;
    log: FastifyBaseLogger;
    now: Date;
  },
  hear: () => Promise<{ text: string; engine: string }>,
): Promise<Omit<SpeechReviewResponse, 'success'>> {
  const { db, userId, studyWordId, expectedLanguage } = options;
  const [row] = await db
    .select({ word: studyWords, details: vocabularyWordDetails })
    .from(studyWords)
    .leftJoin(vocabularyWordDetails, eq(vocabularyWordDetails.studyWordId, studyWords.id))
    .where(and(eq(studyWords.id, studyWordId), eq(studyWords.userId, userId)));
  if (!row) throw studyWordNotFound();
  const language = row.word.language as LanguageCode;
  let expected: string[];
  if (expectedLanguage === language) {
    expected = [row.word.word];
  } else {
    const answers = await practiceAnswers({
      ...options,
      word: { word: row.word.word, wordKey: row.word.wordKey, language },
      details: row.details,
      targetLanguage: expectedLanguage,
    });
    if (answers instanceof AppError) throw answers;
    expected = [answers.expected, ...answers.accepted];
  }
  const heard = await hear();
  const { isCorrect, confidence } = compareSpokenAnswer({
    recognized: heard.text,
    expected,
    language: expectedLanguage,
  });
  const outcome = await reviewWord({
    db,
    userId,
    studyWordId,
    answer: { isCorrect, durationMs: options.durationMs },
    source: 'spoken',
    now: options.now,
  });
  return {
    ...outcome,
    id: studyWordId,
    isCorrect,
    recognizedText: heard.text,
    expectedText: expected[0] ?? row.word.word,
    confidence,
    engine: heard.engine,
  };
}
