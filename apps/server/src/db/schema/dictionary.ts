import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One sense of a headword as imported: its gloss and the example sentences the file gives. */
export interface LexiconSense {
  gloss: string;
  examples: string[];
}

/**
 * One imported dictionary file (or the WordNet package): which format and language, the hash of
 * its content (a file is imported once per content), and how far its import got. Entries,
 * forms, frequencies and levels belong to it and go with it when a newer content replaces it.
 */
export const lexiconSources = pgTable(
  'lexicon_sources',
  {
    id: serial('id').primaryKey(),
    /** wordnet, wiktextract, vuizur-tsv, stardict, frequency, cefr. */
    format: text('format').notNull(),
    /** Null for a file whose entries carry their own language (a kaikki.org dump of several). */
    language: text('language'),
    fileName: text('file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    /** importing, imported or failed. */
    status: text('status').notNull(),
    entries: integer('entries').notNull().default(0),
    /** Records left out: unstorable text, a headword no word can be, a definition past the size limit. */
    skipped: integer('skipped').notNull().default(0),
    /** Imports of this content begun: one left 'importing' by a crash counts, so a file that kills the server is given up. */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** What the licence asks us to show: { name, licence, url }. */
    attribution: jsonb('attribution').$type<{ name: string; licence: string; url: string }>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('lexicon_sources_file_hash').on(table.fileName, table.contentHash)],
);

/** A headword with one part of speech, as one dictionary file describes it. */
export const lexiconEntries = pgTable(
  'lexicon_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => lexiconSources.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    headword: text('headword').notNull(),
    /** The headword as look-ups compare it (wordKey: NFC, lowercase, trimmed). */
    headwordKey: text('headword_key').notNull(),
    partOfSpeech: text('part_of_speech'),
    senses: jsonb('senses').$type<LexiconSense[]>().notNull(),
    etymology: text('etymology'),
    /** IPA without slashes, as the file gives it. */
    ipa: text('ipa'),
  },
  (table) => [
    index('lexicon_entries_language_key').on(table.language, table.headwordKey),
    index('lexicon_entries_source').on(table.sourceId),
  ],
);

/** An inflected form pointing at its headword's entry ('bøkene' → 'bok'). */
export const lexiconForms = pgTable(
  'lexicon_forms',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    formKey: text('form_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.formKey] }),
    index('lexicon_forms_language_key').on(table.language, table.formKey),
  ],
);

/** A word's place in a language's frequency list (1 = most common). */
export const wordFrequencies = pgTable(
  'word_frequencies',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => lexiconSources.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    wordKey: text('word_key').notNull(),
    rank: integer('rank').notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.wordKey, table.sourceId] })],
);

/** A word's CEFR level from a graded vocabulary list. */
export const wordLevels = pgTable(
  'word_levels',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => lexiconSources.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    wordKey: text('word_key').notNull(),
    /** A1 to C2. */
    level: text('level').notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.wordKey, table.sourceId] })],
);

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
 * What a chat model wrote for a word where the open data had nothing, per interface language,
 * so a word costs one model call however often it is looked up.
 */
export const generatedWordDetails = pgTable(
  'generated_word_details',
  {
    language: text('language').notNull(),
    wordKey: text('word_key').notNull(),
    interfaceLanguage: text('interface_language').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    model: text('model').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.language, table.wordKey, table.interfaceLanguage] })],
);
