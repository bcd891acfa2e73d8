import type { SpeechRecognitionConfig } from './speech-recognition/speech-recognition-config';
import type { SpeechSynthesisConfig } from './speech-synthesis/speech-synthesis-config';
import type { TranslationConfig } from './translation/translation-config';

/**
 * Which engines this deployment has: the engine-wide limits and each capability's own config,
 * under its name in capabilities.ts. Only config types are imported here, so AppConfig stays a leaf.
 */
export interface EnginesConfig {
  /** Time limit of one engine call. */
  timeoutMs: number;
  /** Engine calls in flight at once, per engine. */
  concurrency: number;
  translation: TranslationConfig;
  speechSynthesis: SpeechSynthesisConfig;
  speechRecognition: SpeechRecognitionConfig;
}
