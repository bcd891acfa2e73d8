import type { FailedStage } from '@tolk/contracts/errors';
import type { Direction } from '@tolk/contracts/languages';
import type { RecognitionService } from '../../engines/speech-recognition/recognition-service';
import type { TranslationService } from '../../engines/translation/translation-service';
import { AppError } from '../../errors/app-error';
import { understandRecording } from '../speech/understand-recording';
import type { TranslationCounter } from './translation-counter';

/**
 * Speech translation: the recording's words, then their translation, counted as one speech
 * translation for the user's statistics once both steps succeeded. Both steps fail with the same
 * codes (ENGINE_FAILED, ENGINE_UNAVAILABLE), so each error says which stage it came from.
 */
export async function translateRecording(options: {
  recognition: RecognitionService;
  translation: TranslationService;
  translationCounter: TranslationCounter;
  userId: string;
  recording: Uint8Array;
  direction: Direction;
}): Promise<{ text: string; translation: string; engine: string }> {
  const { recognition, translation, translationCounter, userId, recording, direction } = options;
  const { from, to } = direction;
  const heard = await atStage('recognition', () =>
    understandRecording({ recognition, upload: recording, language: from, learner: userId }),
  );
  const result = await atStage('translation', () =>
    translation.translate({ text: heard.text, from, to, learner: userId }),
  );
  translationCounter.record({ userId, from, to, kind: 'speech' });
  return { text: heard.text, translation: result.translation, engine: `${heard.engine}, ${result.engine}` };
}

async function atStage<T>(stage: FailedStage, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw error instanceof AppError ? error.atStage(stage) : error;
  }
}
