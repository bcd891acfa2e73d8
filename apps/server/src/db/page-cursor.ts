import { z } from 'zod';

/**
 * Where a page of a list ends: the last item's creation time to the microsecond (as PostgreSQL
 * stores it; a JavaScript Date would round it to the millisecond and skip rows between) and its id,
 * which orders items created in the same instant (one transaction's rows share now()).
 */
export interface PageCursor {
  /** ISO time in UTC with six fractional digits, e.g. 2026-11-24T19:00:00.123456Z. */
  createdAt: string;
  id: string;
}

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const CursorFields = z.tuple([z.string().regex(MICROSECOND_TIME).refine(isRealTime), z.string().uuid()]);

/**
 * The years a cursor may name. This server writes only times of rows it created, so anything before
 * 2000 is forged, and PostgreSQL refuses some four-digit years outright (there is no year 0000).
 */
const FIRST_CURSOR_YEAR = 2000;

/**
 * A well-formed time can still name no instant (month 13, year 0000): PostgreSQL would fail on it
 * with a 500, so it is refused here, as is a year this server cannot have written.
 */
function isRealTime(time: string): boolean {
  const milliseconds = `${time.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString() === milliseconds &&
    parsed.getUTCFullYear() >= FIRST_CURSOR_YEAR
  );
}

/** The opaque cursor a client receives: base64url of a JSON pair, so no client builds or reads one. */
export function encodePageCursor(cursor: PageCursor): string {
  return encodeCursorKey([cursor.createdAt, cursor.id]);
}

/**
 * A cursor this server did not write (edited, truncated, from another list's format). The data
 * layer knows nothing of HTTP: http/error-handler.ts answers it as a 400 naming the `cursor` field.
 */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not valid: send the nextCursor of a previous page');
    this.name = 'InvalidCursorError';
  }
}

/** The cursor a client sent back, or an InvalidCursorError when it is not one this server wrote. */
export function decodePageCursor(cursor: string): PageCursor {
  const [createdAt, id] = decodeCursorKey(cursor, CursorFields);
  return { createdAt, id };
}

/** Any list's cursor: base64url of the JSON of the last item's sort key. */
export function encodeCursorKey(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** A cursor's sort key checked by `fields`, or an InvalidCursorError when it is not one this server wrote. */
export function decodeCursorKey<Key>(cursor: string, fields: z.ZodType<Key>): Key {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const parsed = fields.safeParse(key);
  if (!parsed.success) throw new InvalidCursorError();
  return parsed.data;
}
