import type { OpenAiModelConfig } from '../providers/openai-config';

/** Whisper run in this process by whisper.cpp (local-whisper.ts), its model from the model store. */
export interface LocalWhisperConfig {
  /** The catalog entry of the Whisper model (models/catalog/speech-recognition.ts). */
  modelId: string;
  /** The catalog entry of the voice-activity model that trims silence, or null to send the whole recording. */
  vadModelId: string | null;
  /** Silero's speech probability above which a 32 ms frame counts as speech (whisper.cpp's default 0.5). */
  vadThreshold: number;
  /** CPU threads of one transcription. */
  threads: number;
}

/** Which speech recognition engines this deployment has, read by speech-recognition-env.ts. Absent = not configured. */
export interface SpeechRecognitionConfig {
  /** A model of POST /v1/audio/transcriptions. */
  openai?: OpenAiModelConfig;
  /** Tried after the configured engines; absent when LOCAL_RECOGNITION=off. */
  local?: LocalWhisperConfig;
}
