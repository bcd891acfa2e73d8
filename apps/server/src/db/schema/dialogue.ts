import type { DialogueCorrection } from '@tolk/contracts/dialogue';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { studyWords } from './study-words';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One turn of the dialogue partner: the learner's message and the model's reply, with what the
 * stats count (words the learner wrote, seconds the turn took) stored when the turn is made, so
 * the stats are one aggregate over an index and the history one keyset range scan (decision 015).
 */
export const dialogueEntries = pgTable(
  'dialogue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id of the sitting; turns of one conversation are the model's context. */
    conversationId: uuid('conversation_id').notNull(),
    languageCode: text('language_code').notNull(),
    level: text('level').notNull(),
    topic: text('topic').notNull(),
    userMessage: text('user_message').notNull(),
    gptResponse: text('gpt_response').notNull(),
    /** null: not checked; [] checked, none. */
    corrections: jsonb('corrections').$type<DialogueCorrection[]>(),
    /** The model that wrote the reply (generated text is marked with it). */
    model: text('model').notNull(),
    /** Words in userMessage, as count-words counts them. */
    wordCount: integer('word_count').notNull(),
    /** The turn's share of time in conversation (DialogueStats in the contracts says how). */
    activeSeconds: integer('active_seconds').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // History pages and stats, per learner and language, newest first.
    index('dialogue_entries_user_language_created').on(table.userId, table.languageCode, table.createdAt, table.id),
    // The conversation so far, for the model's context and the feedback report.
    index('dialogue_entries_conversation_created').on(table.conversationId, table.createdAt),
  ],
);

export type DialogueEntryRow = typeof dialogueEntries.$inferSelect;

/**
 * A learner's dialogue totals per language, kept by a trigger on dialogue_entries (drizzle/0019,
 * decision 040) in the transaction of every turn: the stats read one row, not every entry.
 */
export const dialogueLanguageTotals = pgTable(
  'dialogue_language_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    entries: integer('entries').notNull(),
    words: integer('words').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.languageCode] })],
);

/**
 * A study-list word the learner used correctly in a dialogue message. `scheduled`: the card was
 * due, so the use was also an FSRS review (source 'dialogue'); otherwise it is noted only.
 */
export const dialogueWordUses = pgTable(
  'dialogue_word_uses',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => dialogueEntries.id, { onDelete: 'cascade' }),
    studyWordId: uuid('study_word_id')
      .notNull()
      .references(() => studyWords.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    scheduled: boolean('scheduled').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.studyWordId] })],
);
