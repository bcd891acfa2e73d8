import type { RecognitionService } from './speech-recognition/recognition-service';
import type { SpeechService } from './speech-synthesis/speech-service';
import type { TranslationService } from './translation/translation-service';

/** The three capabilities, each a chain of configured engines. Built once by createEngines(). */
export interface Engines {
  translation: TranslationService;
  speech: SpeechService;
  recognition: RecognitionService;
}
