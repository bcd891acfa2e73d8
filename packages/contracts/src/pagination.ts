import { z } from 'zod';
import { safeString } from './safe-text';

/** Items one page of a growing list holds when the client names no limit. */
export const PAGE_LIMIT_DEFAULT = 50;
/** The most items one page may hold: a page stays a few dozen kilobytes whatever the history. */
export const PAGE_LIMIT_MAX = 100;

/** A `limit` query parameter: a whole number from 1 to `max`, `fallback` when absent. */
export function limitParameter(max: number, fallback: number) {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
}

/**
 * The query of every list paged by cursor: `limit` (1 to PAGE_LIMIT_MAX, default
 * PAGE_LIMIT_DEFAULT) and the `cursor` a previous page answered as `nextCursor`. The cursor is
 * opaque to clients; the server checks it and answers 400 with a clear message when it is not one
 * of its own.
 */
export const CursorPageQuery = z.object({
  limit: limitParameter(PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT),
  cursor: safeString('Cursor').min(1, 'Cursor must not be empty').max(200, 'Cursor is not valid').optional(),
});
export type CursorPageQuery = z.input<typeof CursorPageQuery>;

/**
 * A page of a list: the fields of `shape` (the list under its own name, and whatever else the
 * endpoint always answered) plus `nextCursor`, the cursor of the following page, or null on the last.
 */
export function cursorPage<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, nextCursor: z.string().nullable() });
}

/** The query string of one page request, for the web client and tests. */
export function cursorPageSearch(query: { limit?: number; cursor?: string | null }): string {
  const search = new URLSearchParams();
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  if (query.cursor) search.set('cursor', query.cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}
