import { date, index, integer, numeric, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

/**
 * The sums GET /api/user/stats shows, kept per learner by triggers (drizzle/0017) in the transaction of
 * every write to phrases, audio_tracks and practice_sessions, so the request reads one row whatever the
 * learner's history (decision 037). `npm run statistics -- recount` counts them again from the rows.
 */
export const userStatTotals = pgTable('user_stat_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phrases: integer('phrases').notNull().default(0),
  /** Phrases with a clip on either side. */
  phrasesWithAudio: integer('phrases_with_audio').notNull().default(0),
  tracks: integer('tracks').notNull().default(0),
  trackPhrases: integer('track_phrases').notNull().default(0),
  /** Exact: the tracks' seconds as numeric, so adding and taking away leaves no rounding behind. */
  trackSeconds: numeric('track_seconds').notNull().default('0'),
  practiceMinutes: integer('practice_minutes').notNull().default(0),
});

/**
 * The UTC days on which a learner did something (saved a phrase, made a track, practised, opened the
 * app, translated), with the newest time of each: written by triggers (drizzle/0019) when such a row
 * is made, so the streak is read newest day first and stops at the first gap, whatever the history
 * (decision 040). A day once active stays active when what was made that day is deleted later.
 */
export const userActivityDays = pgTable(
  'user_activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
