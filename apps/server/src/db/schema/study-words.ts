import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/*
 * The learner's word: its place on the study list and its FSRS card. The lexicon (dictionary.ts)
 * says what a word is; these rows say what one learner is doing with it. Its answers are the
 * vocabulary trainer's review logs (vocabulary.ts), its uses in conversation the dialogue's.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A word on a learner's study list: added by the first look-up, once per headword and language.
 * The vocabulary trainer schedules these rows.
 */
export const studyWords = pgTable(
  'study_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    word: text('word').notNull(),
    wordKey: text('word_key').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Whether the word has a card (an answer): set by the cards' trigger (drizzle/0016), never by hand. */
    answered: boolean('answered').notNull().default(false),
  },
  (table) => [
    uniqueIndex('study_words_user_language_key').on(table.userId, table.language, table.wordKey),
    // Pages of the list are keyset range scans on it, newest first (docs/decisions/015).
    index('study_words_user_created_id').on(table.userId, table.createdAt, table.id),
    // The same pages for one language (decision 037).
    index('study_words_user_language_created_id').on(table.userId, table.language, table.createdAt, table.id),
    // practice-words' new words, oldest first, without stepping over the answered ones (decision 037).
    index('study_words_user_new').on(table.userId, table.createdAt, table.id).where(sql`not ${table.answered}`),
  ],
);

/**
 * A learner's words and cards per language, kept by triggers (drizzle/0016) in the transaction of
 * every write to study_words and vocabulary_cards: the totals a page shows without counting rows
 * (decision 037). New words are words − cards.
 */
export const studyWordCounts = pgTable(
  'study_word_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    words: integer('words').notNull().default(0),
    cards: integer('cards').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.language] })],
);

/**
 * A learner's cards per language and UTC day of their due, kept by the same triggers: the cards due
 * now are the days before today's from here, plus today's cards due by now from the cards' own
 * (user_id, due) index: a day's cards at most (decision 037).
 */
export const studyDueDays = pgTable(
  'study_due_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Days since 1970-01-01 (UTC) of the cards' due. */
    day: integer('day').notNull(),
    language: text('language').notNull(),
    cards: integer('cards').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.language] })],
);

export type StudyWordRow = typeof studyWords.$inferSelect;

/**
 * The FSRS card of a study word: exactly ts-fsrs's Card fields, so a row converts to a Card and
 * back without arithmetic. Created lazily by a word's first answer (docs/decisions/021): a study
 * word without a card is new, due from when it was added. user_id is the word's, copied so the due list is one index scan.
 * The answer counters feed the list's labels (accuracy, streak) without reading the logs.
 */
export const vocabularyCards = pgTable(
  'vocabulary_cards',
  {
    studyWordId: uuid('study_word_id')
      .primaryKey()
      .references(() => studyWords.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    due: at('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: at('last_review'),
    answerCount: integer('answer_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    /** Correct answers in a row up to the last one. */
    correctStreak: integer('correct_streak').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // words-due-for-review and practice-words: keyset range scans, most overdue first (decision 015).
    index('vocabulary_cards_user_due').on(table.userId, table.due, table.studyWordId),
  ],
);

export type VocabularyCardRow = typeof vocabularyCards.$inferSelect;
