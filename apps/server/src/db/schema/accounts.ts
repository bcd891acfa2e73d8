import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userStatus = pgEnum('user_status', ['PENDING', 'ACTIVE', 'BLOCKED']);
export const userRole = pgEnum('user_role', ['USER', 'ADMIN']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased; the unique index on lower() guards writes that bypass normalisation. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: userStatus('status').notNull().default('PENDING'),
    role: userRole('role').notNull().default('USER'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Pages of the admin table are keyset range scans on it, newest first (docs/decisions/015).
    index('users_created_id').on(table.createdAt, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
