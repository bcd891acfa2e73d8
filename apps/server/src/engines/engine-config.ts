/** Which engines this deployment has, parsed from the environment by env.ts. Absent = not configured. */
export interface EnginesConfig {
  /** Any OpenAI-compatible server: OpenAI, Ollama, llama.cpp, vLLM, LocalAI, Groq, faster-whisper servers. */
  openai?: {
    baseUrl: string;
    apiKey?: string;
    /** Chat model for translation; absent = no OpenAI translation. */
    translateModel?: string;
    /** /v1/audio/transcriptions model; absent = no OpenAI speech recognition. */
    transcribeModel?: string;
    /** /v1/audio/speech model and voice; absent model = no OpenAI speech synthesis. */
    speechModel?: string;
    speechVoice: string;
  };
  libretranslate?: { url: string; apiKey?: string };
  /** baseUrl: https://api-free.deepl.com for ':fx' keys, https://api.deepl.com otherwise, or DEEPL_API_URL. */
  deepl?: { apiKey: string; baseUrl: string };
  /** Apertium's HTTP server, APy. */
  apertium?: { url: string };
  elevenlabs?: { apiKey: string; voiceId: string; baseUrl: string };
  /** Translation engines in the order they are tried, among those configured. */
  translationOrder: TranslatorName[];
  /** Time limit of one engine call. */
  timeoutMs: number;
  /** Engine calls in flight at once, per engine. */
  concurrency: number;
}

export const TRANSLATOR_NAMES = ['apertium', 'deepl', 'libretranslate', 'openai'] as const;
export type TranslatorName = (typeof TRANSLATOR_NAMES)[number];
