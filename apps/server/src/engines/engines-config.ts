import type { ChatConfig } from './chat/chat-config';
import type { SpeechRecognitionConfig } from './speech-recognition/speech-recognition-config';
import type { SpeechSynthesisConfig } from './speech-synthesis/speech-synthesis-config';
import type { TranslationConfig } from './translation/translation-config';

/**
 * Which engines this deployment has: the engine-wide limits and each capability's own config,
 * under its name in capabilities.ts. Only config types are imported here, so AppConfig stays a leaf.
 */
export interface EnginesConfig {
  /** Deadline of one engine call, counted from when it asks for a slot: queueing and language checks included. */
  timeoutMs: number;
  /** Engine calls in flight at once, per engine. */
  concurrency: number;
  /** Of those, calls in flight at once for one learner. */
  perUser: number;
  /** Calls of one learner that may wait for a slot, per engine; one more is refused with 429 ENGINE_BUSY. */
  queuePerUser: number;
  /** How long an engine that failed is skipped before one trial call. */
  cooldownMs: number;
  translation: TranslationConfig;
  speechSynthesis: SpeechSynthesisConfig;
  speechRecognition: SpeechRecognitionConfig;
  chat: ChatConfig;
}
