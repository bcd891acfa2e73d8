/**
 * A model on an OpenAI-compatible server: OpenAI, Ollama, llama.cpp, vLLM, LocalAI, Groq,
 * faster-whisper servers. Every capability that uses the server has its own model.
 */
export interface OpenAiModelConfig {
  /** Including the API version, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers such as Ollama need none. */
  apiKey?: string;
  model: string;
}
