/**
 * NUL, which PostgreSQL's text and jsonb refuse, and UTF-16 halves without their other half (with
 * the u flag a pair is one code point, so the range matches only a lone half).
 */
const UNSTORABLE = new RegExp(`${String.fromCharCode(0)}|[\\uD800-\\uDFFF]`, 'gu');

/** A file's text as the database can store it: NUL dropped, a lone surrogate replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, (match) => (match === '\u0000' ? '' : '\uFFFD'));
}

const MAX_MESSAGE_CHARS = 500;

/**
 * What a failed import records and logs of its error: storable, at most 500 characters, and never a
 * failed query's SQL or parameters (Drizzle puts both in its message; the driver's own message, the
 * cause, names the problem without the row's values).
 */
export function failureMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('Failed query:')) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    message = `a database statement failed${cause ? `: ${cause}` : ''}`;
  }
  const storable = storableText(message);
  return storable.length > MAX_MESSAGE_CHARS ? `${storable.slice(0, MAX_MESSAGE_CHARS - 1)}…` : storable;
}
