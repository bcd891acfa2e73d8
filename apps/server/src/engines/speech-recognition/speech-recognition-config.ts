import type { OpenAiModelConfig } from '../providers/openai-config';

/** Which speech recognition engines this deployment has, read by speech-recognition-env.ts. Absent = not configured. */
export interface SpeechRecognitionConfig {
  /** A model of POST /v1/audio/transcriptions. */
  openai?: OpenAiModelConfig;
}
