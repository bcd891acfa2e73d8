import { z } from 'zod';
import { DictionaryImport } from './dictionary';

export const HealthSimpleResponse = z.object({ status: z.literal('UP') });
export type HealthSimpleResponse = z.infer<typeof HealthSimpleResponse>;

export const ComponentStatus = z.enum(['UP', 'DOWN']);
export type ComponentStatus = z.infer<typeof ComponentStatus>;

export const ComponentHealth = z.object({
  status: ComponentStatus,
  latencyMs: z.number().nonnegative().optional(),
  details: z.record(z.string(), z.string()).optional(),
  error: z.string().optional(),
});
export type ComponentHealth = z.infer<typeof ComponentHealth>;

/**
 * An engine's circuit breaker: closed = called as usual; open = skipped for a while after it
 * failed; half-open = one trial call is under way to see whether it is back.
 */
export const CircuitName = z.enum(['closed', 'open', 'half-open']);
export type CircuitName = z.infer<typeof CircuitName>;

export const EngineHealth = ComponentHealth.extend({
  name: z.string(),
  circuit: CircuitName,
  /**
   * Translation: 'source-target' pairs it serves directly. Speech: languages it speaks or understands.
   * Chat: every language code (a chat model serves them all).
   */
  serves: z.array(z.string()),
  /** Chat: the model it runs. */
  model: z.string().optional(),
});
export type EngineHealth = z.infer<typeof EngineHealth>;

export const HealthReport = z.object({
  status: ComponentStatus,
  service: z.string(),
  version: z.string(),
  uptime: z.number().int().nonnegative(),
  timestamp: z.string(),
  components: z.object({
    database: ComponentHealth,
    /** Every configured engine, keyed 'capability:engine', as external services. */
    externalServices: z.record(z.string(), ComponentHealth),
    /** Each capability's engines in the order they are tried. */
    engines: z.object({
      translation: z.array(EngineHealth),
      speechSynthesis: z.array(EngineHealth),
      speechRecognition: z.array(EngineHealth),
      chat: z.array(EngineHealth),
    }),
  }),
  memory: z.object({
    used: z.number().int().nonnegative(),
    free: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** The server process's resident set size. */
    processResident: z.number().int().nonnegative(),
    /** The main thread's JavaScript heap in use, and memory outside it (Buffers, native modules). */
    processHeapUsed: z.number().int().nonnegative().optional(),
    processExternal: z.number().int().nonnegative().optional(),
    /**
     * The embedded database only: PostgreSQL's WebAssembly memory, which grows to the most the
     * instance ever needed at once and is never given back, and its thread's JavaScript heap.
     */
    embeddedDatabaseWasm: z.number().int().nonnegative().optional(),
    embeddedDatabaseHeap: z.number().int().nonnegative().optional(),
  }),
  environment: z.object({ nodeVersion: z.string(), osName: z.string() }),
  /** Every open dictionary source (WordNet, DICTIONARY_DIR's files) and how far its import got. */
  dictionaries: z.array(DictionaryImport),
});
export type HealthReport = z.infer<typeof HealthReport>;

export const TestJwtResponse = z.object({ success: z.boolean(), userId: z.string(), role: z.string() });
export type TestJwtResponse = z.infer<typeof TestJwtResponse>;

export const TestAdminResponse = z.object({ exists: z.boolean(), activeAdmins: z.number().int() });
export type TestAdminResponse = z.infer<typeof TestAdminResponse>;

export const RateLimitStatusResponse = z.union([
  z.object({ status: z.literal('OK'), trackedKeys: z.number().int() }),
  z.object({ status: z.literal('LIMITED'), message: z.string(), trackedKeys: z.number().int() }),
]);
export type RateLimitStatusResponse = z.infer<typeof RateLimitStatusResponse>;

/** Megabytes as the diagnostics page shows them: bytes / 1048576 with one decimal. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MB`;
}
