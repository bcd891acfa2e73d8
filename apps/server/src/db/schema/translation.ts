import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Translations already made, keyed by engine, pair and normalised text: a repeated request is
 * answered from here instead of the engine. Keyed by engine so switching engines is visible.
 */
export const translationMemory = pgTable(
  'translation_memory',
  {
    engine: text('engine').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    /** sha256 of the normalised text: texts up to 5,000 characters are too long for a btree key. */
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    translation: text('translation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.engine, table.sourceLanguage, table.targetLanguage, table.sourceHash] })],
);

/**
 * How many translations a user made per day, direction and kind: the source of their statistics
 * (total, favourite language, active days) and last direction (latest `lastAt`). Counters rather
 * than one row per translation, because a row per request cost a translation-memory hit more
 * than everything else it does; see src/domain/translation/translation-counter.ts.
 */
export const translationCounts = pgTable(
  'translation_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC calendar day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    kind: text('kind', { enum: ['text', 'speech'] }).notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.sourceLanguage, table.targetLanguage, table.kind] }),
    // The last direction: one step back on this index, not a sort of every counter.
    index('translation_counts_user_last').on(table.userId, table.lastAt),
  ],
);

/**
 * A learner's translations per target language, kept by a trigger on translation_counts
 * (drizzle/0019, decision 040): the total and the favourite language from at most 20 rows.
 */
export const translationTargetTotals = pgTable(
  'translation_target_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetLanguage: text('target_language').notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.targetLanguage] })],
);
export type TranslationCountRow = typeof translationCounts.$inferSelect;
