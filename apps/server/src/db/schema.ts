import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;

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
 * than everything else it does; see src/domain/translations/translation-counter.ts.
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
  ],
);
export type TranslationCountRow = typeof translationCounts.$inferSelect;

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
    notes: text('notes'),
    practiceCount: integer('practice_count').notNull().default(0),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** The id the browser gave the phrase while it was saved on the device; a repeated sync finds it. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('phrases_user_created').on(table.userId, table.createdAt),
    uniqueIndex('phrases_user_client_id').on(table.userId, table.clientId),
  ],
);

export type PhraseRow = typeof phrases.$inferSelect;

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
    index('audio_tracks_user_created').on(table.userId, table.createdAt),
    uniqueIndex('audio_tracks_user_client_id').on(table.userId, table.clientId),
  ],
);
export type AudioTrackRow = typeof audioTracks.$inferSelect;

/** Practice minutes as the web app posts them, one row per post: the total is summed, never trusted. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('practice_sessions_user_created').on(table.userId, table.createdAt)],
);

/**
 * Days on which the web app reported the learner's streak (once per calendar day, on the first
 * visit): a day of activity for the server's own streak, whatever number the client sent.
 */
export const streakCheckIns = pgTable(
  'streak_check_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC calendar day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
