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

/** How the model installed through the model store runs (CHAT_MODEL_CONTEXT, CHAT_MODEL_THREADS). */
export type InstalledChatConfig = Omit<LocalChatConfig, 'modelPath'>;

/** Which chat engines this deployment has, read by chat-env.ts. Absent = not configured. */
export interface ChatConfig {
  /** A model of POST /v1/chat/completions that supports JSON-schema structured output. */
  openai?: OpenAiModelConfig;
  /** A GGUF model run in-process, tried after the OpenAI-compatible server. */
  local?: LocalChatConfig;
  /** Without CHAT_MODEL_PATH: a chat model installed through the model store is run with these settings. */
  installed?: InstalledChatConfig;
}
