import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { studyWords } from './study-words';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One answer: ts-fsrs's ReviewLog (the card as it was before the answer, and the rating) plus
 * whether the answer was right, how it was given and how long it took. The word's id goes null
 * when the word is removed: the answer happened, so accuracy and streak keep counting it.
 */
export const vocabularyReviewLogs = pgTable(
  'vocabulary_review_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studyWordId: uuid('study_word_id').references(() => studyWords.id, { onDelete: 'set null' }),
    /** ts-fsrs Rating: 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: smallint('rating').notNull(),
    /** The card's state before this answer (ts-fsrs State). */
    state: smallint('state').notNull(),
    /** The card's due before this answer. */
    due: at('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    revealed: boolean('revealed').notNull().default(false),
    durationMs: integer('duration_ms'),
    /** typed, spoken or dialogue. */
    source: text('source').notNull(),
    reviewedAt: at('reviewed_at').notNull(),
  },
  (table) => [
    // Statistics (accuracy, streak days) and the optimiser read one user's logs in time order.
    index('vocabulary_review_logs_user_reviewed').on(table.userId, table.reviewedAt),
    index('vocabulary_review_logs_word').on(table.studyWordId, table.reviewedAt),
  ],
);

export type VocabularyReviewLogRow = typeof vocabularyReviewLogs.$inferSelect;

/**
 * A learner's answers per quarter hour, kept with every review log: the statistics (accuracy,
 * streak days in any time zone, whose offsets are all whole quarter hours) read these few rows per
 * day studied instead of every answer ever given.
 */
export const vocabularyReviewQuarters = pgTable(
  'vocabulary_review_quarters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The quarter hour's number: floor(epoch seconds / 900). */
    quarter: bigint('quarter', { mode: 'number' }).notNull(),
    reviews: integer('reviews').notNull(),
    correct: integer('correct').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.quarter] })],
);

/**
 * A learner's answers in all, kept by a trigger on vocabulary_review_quarters (drizzle/0016), and
 * what the streak summaries check themselves against: the latest quarter answered, and how many
 * times a quarter before it was added or one was taken away (decision 037).
 */
export const vocabularyReviewTotals = pgTable('vocabulary_review_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviews: bigint('reviews', { mode: 'number' }).notNull().default(0),
  correct: bigint('correct', { mode: 'number' }).notNull().default(0),
  lastQuarter: bigint('last_quarter', { mode: 'number' }).notNull(),
  rewrites: bigint('rewrites', { mode: 'number' }).notNull().default(0),
});

/**
 * The days with answers in the learner's last asked time zone, summed up through a quarter hour:
 * the statistics extend it with the quarters answered since, and rebuild it when the time zone
 * changes or the totals' rewrites say an earlier quarter changed (decision 037).
 */
export const vocabularyStreakSummaries = pgTable('vocabulary_streak_summaries', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  throughQuarter: bigint('through_quarter', { mode: 'number' }).notNull(),
  rewrites: bigint('rewrites', { mode: 'number' }).notNull(),
  /** The latest day with an answer (YYYY-MM-DD in the time zone), and the run of days ending there. */
  lastDay: text('last_day').notNull(),
  currentRun: integer('current_run').notNull(),
  longestRun: integer('longest_run').notNull(),
});

/** A learner's FSRS settings: desired retention and, once optimised, their own parameters. */
export const vocabularySettings = pgTable('vocabulary_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desiredRetention: doublePrecision('desired_retention').notNull().default(0.9),
  /** Null: ts-fsrs's default parameters. */
  fsrsParameters: jsonb('fsrs_parameters').$type<number[]>(),
  optimisedAt: at('optimised_at'),
  optimisedFromReviews: integer('optimised_from_reviews'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type VocabularySettingsRow = typeof vocabularySettings.$inferSelect;

/**
 * What the learner (or a suggestion) gave a study word beyond the lexicon: their translation,
 * definition, example, topic and difficulty. One row per study word at most; a looked-up word has none.
 */
export const vocabularyWordDetails = pgTable('vocabulary_word_details', {
  studyWordId: uuid('study_word_id')
    .primaryKey()
    .references(() => studyWords.id, { onDelete: 'cascade' }),
  /** hand or suggestion (a word without a row came from a look-up). */
  origin: text('origin').notNull(),
  translation: text('translation'),
  translationLanguage: text('translation_language'),
  definition: text('definition'),
  example: text('example'),
  topic: text('topic'),
  /** BEGINNER, INTERMEDIATE, ADVANCED or EXPERT. */
  difficultyLevel: text('difficulty_level'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type VocabularyWordDetailsRow = typeof vocabularyWordDetails.$inferSelect;

/**
 * The day's recommendations per learner and interface language, so the chat model is asked once
 * a day; rules-made ones are cached too (they change with the figures only the next day).
 */
export const vocabularyRecommendations = pgTable(
  'vocabulary_recommendations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** UTC day, YYYY-MM-DD. */
    generatedOn: date('generated_on', { mode: 'string' }).notNull(),
    interfaceLanguage: text('interface_language').notNull(),
    text: text('text').notNull(),
    /** model or rules. */
    source: text('source').notNull(),
    model: text('model'),
    /** The figures the text was grounded in, to show or audit. */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.generatedOn, table.interfaceLanguage] })],
);

export type VocabularyRecommendationRow = typeof vocabularyRecommendations.$inferSelect;
