import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { optional } from '../../env-variable';
import { OpenAiEnv, openAiModel } from '../providers/openai-env';
import type { SpeechRecognitionConfig } from './speech-recognition-config';

/** The recommended entries of models/catalog/speech-recognition.ts. */
export const DEFAULT_WHISPER_MODEL = 'speech-recognition-whisper-base';
export const DEFAULT_VAD_MODEL = 'voice-activity-silero-v6';

/** The speech recognition engines' environment variables, read into a SpeechRecognitionConfig. */
export const SpeechRecognitionEnv = z
  .object({
    ...OpenAiEnv.shape,
    TRANSCRIBE_MODEL: optional(z.string()),
    /** off: no local Whisper (only configured engines, then the browser's recogniser). */
    LOCAL_RECOGNITION: optional(z.enum(['on', 'off'], { error: 'LOCAL_RECOGNITION must be on or off' })),
    /** A catalog id: speech-recognition-whisper-base (default) or speech-recognition-whisper-small. */
    WHISPER_MODEL: optional(z.string().regex(/^[a-z0-9-]+$/, 'WHISPER_MODEL must be a catalog id')),
    /** Threads of one transcription; default: every core (calls take turns, so they do not compete). */
    WHISPER_THREADS: optional(z.coerce.number().int().positive().max(64)),
    /** off: no voice-activity trimming; else the speech probability threshold (0–1, default 0.5). */
    WHISPER_VAD: optional(z.union([z.literal('off'), z.coerce.number().min(0).max(1)])),
  })
  .transform(
    (env): SpeechRecognitionConfig => ({
      openai: openAiModel(env, env.TRANSCRIBE_MODEL),
      local:
        env.LOCAL_RECOGNITION === 'off'
          ? undefined
          : {
              modelId: env.WHISPER_MODEL ?? DEFAULT_WHISPER_MODEL,
              vadModelId: env.WHISPER_VAD === 'off' ? null : DEFAULT_VAD_MODEL,
              vadThreshold: typeof env.WHISPER_VAD === 'number' ? env.WHISPER_VAD : 0.5,
              threads: env.WHISPER_THREADS ?? availableParallelism(),
            },
    }),
  );
