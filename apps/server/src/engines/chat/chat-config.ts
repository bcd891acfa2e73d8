import type { OpenAiModelConfig } from '../providers/openai-config';

/** A GGUF model file run in this process by llama.cpp (node-llama-cpp). */
export interface LocalChatConfig {
  /** Absolute path of the .gguf file; checked at start to exist and be GGUF. */
  modelPath: string;
  /** Tokens the model sees at once: instructions, conversation and answer (at most what it was trained on). */
  contextSize: number;
  /** CPU threads of one generation (CHAT_MODEL_THREADS; by default half the cores, at least one). */
  threads: number;
}

/** Which chat engines this deployment has, read by chat-env.ts. Absent = not configured. */
export interface ChatConfig {
  /** A model of POST /v1/chat/completions that supports JSON-schema structured output. */
  openai?: OpenAiModelConfig;
  /** A GGUF model run in-process, tried after the OpenAI-compatible server. */
  local?: LocalChatConfig;
}
