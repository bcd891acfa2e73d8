import type { z } from 'zod';
import { EngineError } from './engine-error';
import { readJson } from './http-json';

/**
 * Reads a provider's JSON answer and checks its shape. A time limit that expires while the
 * body is still arriving is a timeout, not a malformed answer, so the registry reports it right.
 */
export async function readAnswer<T>(
  engine: string,
  response: Response,
  schema: z.ZodType<T>,
  signal: AbortSignal,
): Promise<T> {
  let body: unknown;
  try {
    body = await readJson(engine, response);
  } catch (error) {
    if (signal.aborted) throw new EngineError(engine, 'timeout', 'answer not complete in time');
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new EngineError(engine, 'malformed', `unexpected answer: ${JSON.stringify(body).slice(0, 200)}`);
  return parsed.data;
}
