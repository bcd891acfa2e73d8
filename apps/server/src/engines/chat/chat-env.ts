import { z } from 'zod';
import { optional } from '../../env-variable';
import { OpenAiEnv, openAiModel } from '../providers/openai-env';
import type { ChatConfig } from './chat-config';

/** The chat engines' environment variables, read into a ChatConfig. */
export const ChatEnv = z
  .object({ ...OpenAiEnv.shape, CHAT_MODEL: optional(z.string()) })
  .transform((env): ChatConfig => ({ openai: openAiModel(env, env.CHAT_MODEL) }));
