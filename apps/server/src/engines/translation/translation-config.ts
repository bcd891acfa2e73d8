import type { OpenAiModelConfig } from '../providers/openai-config';

export const TRANSLATOR_NAMES = ['apertium', 'deepl', 'libretranslate', 'openai'] as const;
export type TranslatorName = (typeof TRANSLATOR_NAMES)[number];

/** Which translation engines this deployment has, read by translation-env.ts. Absent = not configured. */
export interface TranslationConfig {
  /** The engines in the order they are tried, among those configured. */
  order: TranslatorName[];
  /** Apertium's HTTP server, APy. */
  apertium?: { url: string };
  /** baseUrl: https://api-free.deepl.com for ':fx' keys, https://api.deepl.com otherwise, or DEEPL_API_URL. */
  deepl?: { apiKey: string; baseUrl: string };
  libretranslate?: { url: string; apiKey?: string };
  /** A chat model that translates. */
  openai?: OpenAiModelConfig;
}
