import type { OpenAiModelConfig } from '../providers/openai-config';

/**
 * Which speech engines this deployment has besides the built-in eSpeak NG, read by
 * speech-synthesis-env.ts. Absent = not configured.
 */
export interface SpeechSynthesisConfig {
  elevenlabs?: { apiKey: string; voiceId: string; baseUrl: string };
  /** A model of POST /v1/audio/speech, speaking with this voice. */
  openai?: OpenAiModelConfig & { voice: string };
}
