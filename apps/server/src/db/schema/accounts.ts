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
    /** The network a self-registered account signed up from ('203.0.113.0/24'): pending ones are listed and cleared by it. */
    registrationNetwork: text('registration_network'),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // Pages of the admin table are keyset range scans on it, newest first (docs/decisions/015).
    index('users_created_id').on(table.createdAt, table.id),
    index('users_pending_network').on(table.registrationNetwork).where(sql`${table.status} = 'PENDING'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
