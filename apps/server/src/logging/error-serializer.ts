import type { Scrub } from './log-scrubber';

/**
 * What the log keeps of an error. Database errors carry the failed SQL and its parameters (Drizzle
 * puts both in the message: a failed user insert would log the e-mail and the argon2 hash), and
 * PostgreSQL's `detail` quotes row values; so only these named fields are kept, a query-failure
 * message is cut before its SQL, and every text is scrubbed.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
  'engine',
  'failure',
  'httpStatus',
  'stage',
] as const;
const MAX_CAUSE_DEPTH = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

export function createErrorSerializer(scrub: Scrub): (error: unknown) => SerializedError | string {
  const serialize = (error: unknown, depth: number): SerializedError | string => {
    // Some call sites log a message alone under `err`.
    if (typeof error === 'string') return scrub(error);
    if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
    const message = scrub(safeMessage(error));
    const serialized: SerializedError = { type: error.name || error.constructor.name, message };
    if (error.stack) serialized.stack = `${serialized.type}: ${message}\n${stackFrames(error.stack)}`;
    const fields = error as unknown as Record<string, unknown>;
    for (const field of KEPT_FIELDS) {
      const value = fields[field];
      if (typeof value === 'string') serialized[field] = scrub(value);
      else if (typeof value === 'number' || typeof value === 'boolean') serialized[field] = value;
    }
    // AppError's detail is our own words about the failure; still scrubbed, never an object.
    if (typeof fields.detail === 'string' && !isDatabaseError(error)) serialized.detail = scrub(fields.detail);
    if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) serialized.cause = serialize(error.cause, depth + 1);
    return serialized;
  };
  return (error) => serialize(error, 0);
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" becomes its first words; other messages stay. */
function safeMessage(error: Error): string {
  if (error.message.startsWith('Failed query:')) return 'Failed query (its SQL and parameters are not logged)';
  return error.message;
}

/** Only the "at ..." lines: the first line of a stack repeats the message, which may hold the SQL. */
function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** node-postgres and PGlite errors: a SQLSTATE code and a severity. Their `detail` quotes row values. */
function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  return typeof fields.severity === 'string' || 'query' in fields || 'params' in fields;
}
