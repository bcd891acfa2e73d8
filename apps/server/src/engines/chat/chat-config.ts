import type { OpenAiModelConfig } from '../providers/openai-config';

/** Which chat engines this deployment has, read by chat-env.ts. Absent = not configured. */
export interface ChatConfig {
  /** A model of POST /v1/chat/completions that supports JSON-schema structured output. */
  openai?: OpenAiModelConfig;
}
