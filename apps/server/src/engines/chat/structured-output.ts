import { z } from 'zod';
import { EngineError } from '../engine-error';
import type { ChatOutputSchema } from './chat-engine';

const SCHEMA_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The wire form of a zod schema for structured output (OpenAI's `strict: true`, which Ollama,
 * llama.cpp and vLLM also follow): a JSON Schema whose root is an object and whose every object
 * lists all its properties as required and allows no others. zod's output form already closes
 * objects; an optional field would not be strict, so such a schema is a programming error here
 * (use `.nullable()`), thrown before any engine is asked. So is a transform, which zod refuses.
 */
export function strictOutputSchema(name: string, schema: z.ZodType): ChatOutputSchema {
  if (!SCHEMA_NAME.test(name)) throw new Error(`structured output name '${name}' must match ${SCHEMA_NAME}`);
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema) as Record<string, unknown>;
  if (jsonSchema.type !== 'object') throw new Error(`structured output '${name}' must be an object at its root`);
  assertStrict(jsonSchema, name);
  return { name, schema: jsonSchema };
}

function assertStrict(node: unknown, where: string): void {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) assertStrict(child, `${where}[${index}]`);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.properties !== undefined) {
    const keys = Object.keys(record.properties as object);
    const required = new Set(Array.isArray(record.required) ? (record.required as string[]) : []);
    const optional = keys.filter((key) => !required.has(key));
    if (optional.length > 0)
      throw new Error(`structured output ${where}: ${optional.join(', ')} must be required (use .nullable())`);
    if (record.additionalProperties !== false) throw new Error(`structured output ${where}: must allow no other keys`);
  }
  for (const [key, child] of Object.entries(record)) {
    if (key !== 'required' && key !== 'enum' && key !== 'const') assertStrict(child, `${where}.${key}`);
  }
}

/**
 * The model's answer read as JSON and checked against the caller's schema. Servers that do not
 * enforce the schema may still wrap the JSON in a Markdown fence or put a reasoning model's
 * <think> block before it; anything else that does not parse or match is an answer this engine
 * could not give, so the chain falls through to the next.
 */
export function parseStructuredAnswer<T>(engine: string, content: string, schema: z.ZodType<T>): T {
  const text = content
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .trim()
    .replace(/^```(?:json)?\s*\n([\s\S]*?)\n?```$/i, '$1')
    .trim();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new EngineError(engine, 'malformed', `answer is not JSON: ${JSON.stringify(text.slice(0, 120))}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const at = issue?.path.length ? issue.path.join('.') : 'the answer';
    throw new EngineError(engine, 'malformed', `answer does not match the schema at ${at}: ${issue?.message}`);
  }
  return parsed.data;
}
