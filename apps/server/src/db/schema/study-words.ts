import {
  doublePrecision,
  index,
  integer,
  pgTable,
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
  },
  (table) => [
    uniqueIndex('study_words_user_language_key').on(table.userId, table.language, table.wordKey),
    // Pages of the list are keyset range scans on it, newest first (docs/decisions/015).
    index('study_words_user_created_id').on(table.userId, table.createdAt, table.id),
  ],
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
