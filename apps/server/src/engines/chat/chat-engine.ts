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
  signal: AbortSignal;
}

export interface ChatAnswer {
  /** The assistant message as the model wrote it. */
  content: string;
  /** The model that answered, as the engine names it (a server may name a dated snapshot). */
  model: string;
}

/**
 * One chat engine: a model that answers a conversation, whole. Throws EngineError on failure,
 * including an answer cut off, refused or empty. The Dialogue issue adds a streamed form and
 * engines that run a model in-process; both fit beside complete().
 */
export interface ChatEngine {
  /** The engine's id, as in GET /api/engines and the health report. */
  readonly name: string;
  /** The configured model, for the health report. */
  readonly model: string;
  complete(request: ChatRequest): Promise<ChatAnswer>;
  probe(): Promise<EngineProbe>;
}
