import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Phrases a user saved from the translators. The audio clips live in the blob store; the row
 * keeps their keys (the extension says the format), null when the phrase has no such clip.
 */
export const phrases = pgTable(
  'phrases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalText: text('original_text').notNull(),
    translatedText: text('translated_text').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    originalAudioKey: text('original_audio_key'),
    translatedAudioKey: text('translated_audio_key'),
    /** Bytes of both clips together, counted against the user's storage quota. */
    audioBytes: integer('audio_bytes').notNull().default(0),
    notes: text('notes'),
    practiceCount: integer('practice_count').notNull().default(0),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** The id the browser gave the phrase while it was saved on the device; a repeated sync finds it. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // Pages of the list are keyset range scans on it, newest first (docs/decisions/015).
    index('phrases_user_created_id').on(table.userId, table.createdAt, table.id),
    uniqueIndex('phrases_user_client_id').on(table.userId, table.clientId),
  ],
);

export type PhraseRow = typeof phrases.$inferSelect;
