import { z } from 'zod';
import { optional, serviceUrl } from '../../env-variable';
import { OpenAiEnv, openAiModel } from '../providers/openai-env';
import type { SpeechSynthesisConfig } from './speech-synthesis-config';

/** A pre-made ElevenLabs voice that speaks every language of eleven_multilingual_v2. */
const DEFAULT_ELEVENLABS_VOICE = 'EXAVITQu4vr4xnSDxMaL';

/** The speech engines' environment variables, read into a SpeechSynthesisConfig. */
export const SpeechSynthesisEnv = z
  .object({
    ...OpenAiEnv.shape,
    SPEECH_MODEL: optional(z.string()),
    SPEECH_VOICE: optional(z.string()),
    ELEVENLABS_API_KEY: optional(z.string()),
    ELEVENLABS_VOICE_ID: optional(z.string()),
    ELEVENLABS_API_URL: optional(serviceUrl()),
  })
  .transform((env): SpeechSynthesisConfig => {
    const openai = openAiModel(env, env.SPEECH_MODEL);
    return {
      elevenlabs: env.ELEVENLABS_API_KEY
        ? {
            apiKey: env.ELEVENLABS_API_KEY,
            voiceId: env.ELEVENLABS_VOICE_ID ?? DEFAULT_ELEVENLABS_VOICE,
            baseUrl: env.ELEVENLABS_API_URL ?? 'https://api.elevenlabs.io',
          }
        : undefined,
      openai: openai && { ...openai, voice: env.SPEECH_VOICE ?? 'alloy' },
    };
  });
