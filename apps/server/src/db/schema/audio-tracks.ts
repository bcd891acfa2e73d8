import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Audio tracks (trainers) rendered for a user: one MP3 in the blob store under the user's folder,
 * its measured duration and size, and the texts it speaks. See docs/decisions on track rendering.
 */
export const audioTracks = pgTable(
  'audio_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** The phrases' target language; null for a trainer synced from the browser (clips only). */
    language: text('language'),
    text: text('text').notNull(),
    translatedText: text('translated_text').notNull(),
    audioKey: text('audio_key').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    fileSize: integer('file_size').notNull(),
    phraseCount: integer('phrase_count').notNull(),
    playCount: integer('play_count').notNull().default(0),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** The id of the trainer on the device it was synced from; a repeated sync finds it. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // Pages of the list are keyset range scans on it, newest first (docs/decisions/015).
    index('audio_tracks_user_created_id').on(table.userId, table.createdAt, table.id),
    uniqueIndex('audio_tracks_user_client_id').on(table.userId, table.clientId),
  ],
);
export type AudioTrackRow = typeof audioTracks.$inferSelect;
