import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** What a rendering job reads again when it runs (after a restart too): the phrases, or the clips' file. */
export type TrackRenderInput = { phraseIds: string[] } | { clipsKey: string };

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
    /** 'rendering', 'ready' or 'failed' (docs/decisions/038); audio_key holds a file only once ready. */
    status: text('status').notNull().default('ready'),
    /** 0 to 1 while rendering. */
    progress: doublePrecision('progress').notNull().default(1),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** What to render; null once the track is ready or failed. */
    renderInput: jsonb('render_input').$type<TrackRenderInput>(),
    /** A hash of the learner's request (the phrases in order, or the clips' bytes): a repeat joins the rendering. */
    contentKey: text('content_key'),
    /** How often a rendering was started: a track that keeps stopping a server is failed after a few. */
    renderAttempts: integer('render_attempts').notNull().default(0),
    /** Written while an instance renders the track; a rendering whose beat is old is taken over. */
    renderHeartbeat: timestamp('render_heartbeat', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // Pages of the list are keyset range scans on it, newest first (docs/decisions/015).
    index('audio_tracks_user_created_id').on(table.userId, table.createdAt, table.id),
    uniqueIndex('audio_tracks_user_client_id').on(table.userId, table.clientId),
    // One rendering per learner and content: the insert of a repeat conflicts here and joins it.
    uniqueIndex('audio_tracks_rendering_content')
      .on(table.userId, table.contentKey)
      .where(sql`${table.status} = 'rendering'`),
    // The renderings to resume or take over, found without reading the finished tracks.
    index('audio_tracks_rendering').on(table.renderHeartbeat).where(sql`${table.status} = 'rendering'`),
  ],
);
export type AudioTrackRow = typeof audioTracks.$inferSelect;
