import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodePageCursor, encodePageCursor } from './page-cursor';

/** The columns a list is ordered by, newest first: creation time, then id. */
export interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

/**
 * The creation time as the cursor carries it: UTC text to the microsecond, read by PostgreSQL so
 * no precision is lost on the way through a JavaScript Date.
 */
export function cursorTime(columns: KeysetColumns): SQL<string> {
  return sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows after the cursor in newest-first order, as one row comparison that the
 * (owner, created_at, id) index answers by a range scan; undefined for the first page.
 */
export function afterCursor(columns: KeysetColumns, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const { createdAt, id } = decodePageCursor(cursor);
  return sql`(${columns.createdAt}, ${columns.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
}

/**
 * A page from rows read with limit + 1: the extra row only says that another page follows, and
 * the cursor points at the last row kept.
 */
export function toPage<Row extends { id: string; cursorTime: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const nextCursor = rows.length > limit && last ? encodePageCursor({ createdAt: last.cursorTime, id: last.id }) : null;
  return { rows: kept, nextCursor };
}
