import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Blob keys that may have no row pointing at them: written just before their row is inserted, or
 * whose row was just deleted. Each is cleared once its row and file agree; a key still here after
 * a crash (kill -9 between the file and the row) is swept at start-up: its file is removed unless
 * a row claims it. Without this, such files would stay in the store for ever, unreachable.
 */
export const pendingBlobs = pgTable(
  'pending_blobs',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('pending_blobs_created').on(table.createdAt)],
);
