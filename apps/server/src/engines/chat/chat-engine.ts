import type { EngineProbe } from '../engine-probe';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A JSON Schema the answer must follow (structured output), as strict-schema.ts makes it from zod. */
export interface ChatOutputSchema {
  /** Names the schema to the model: letters, digits, '_' and '-', at most 64. */
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** When set, the engine constrains its answer to this schema; the service still validates it. */
  output?: ChatOutputSchema;
  /** Unset: the server's default. */
  temperature?: number;
  /** The most tokens the answer may have; unset: the engine's default. */
  maxTokens?: number;
  signal: AbortSignal;
}

export interface ChatAnswer {
  /** The assistant message as the model wrote it. */
  content: string;
  /** The model that answered, as the engine names it (a server may name a dated snapshot). */
  model: string;
}

/**
 * One chat engine: a model that answers a conversation, whole (complete) or as it is written
 * (stream). Throws EngineError on failure, including an answer refused or empty; complete() also
 * refuses an answer cut off at the token limit (half a JSON document is no answer).
 */
export interface ChatEngine {
  /** The engine's id, as in GET /api/engines and the health report. */
  readonly name: string;
  /** The configured model, for the health report. */
  readonly model: string;
  complete(request: ChatRequest): Promise<ChatAnswer>;
  /**
   * The answer as it is written: yields the text in pieces as the model produces them, then
   * returns the whole answer (its content trimmed). `output` is not used: a streamed answer is prose.
   */
  stream(request: Omit<ChatRequest, 'output'>): AsyncGenerator<string, ChatAnswer, undefined>;
  /**
   * Runs its model in this process on the CPU (true until a GPU is found while loading): a reply is
   * a few words a second. Absent: a remote server.
   */
  runsOnCpu?(): boolean;
  /** Frees what the engine holds (an in-process model); called when the app closes. */
  close?(): Promise<void>;
  probe(): Promise<EngineProbe>;
}
