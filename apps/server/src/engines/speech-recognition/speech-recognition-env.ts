import { z } from 'zod';
import { optional } from '../../env-variable';
import { OpenAiEnv, openAiModel } from '../providers/openai-env';
import type { SpeechRecognitionConfig } from './speech-recognition-config';

/** The speech recognition engines' environment variables, read into a SpeechRecognitionConfig. */
export const SpeechRecognitionEnv = z
  .object({ ...OpenAiEnv.shape, TRANSCRIBE_MODEL: optional(z.string()) })
  .transform((env): SpeechRecognitionConfig => ({ openai: openAiModel(env, env.TRANSCRIBE_MODEL) }));
