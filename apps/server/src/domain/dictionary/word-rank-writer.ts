import type { CefrLevel } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordFrequencies, wordLevels } from '../../db/schema/dictionary';
import { assertWithinEntries } from './dictionary-limits';
import { storableText } from './safe-text';
import { wordKey } from './word-key';

/** Rows per statement, as lexicon-writer.ts: a round trip amortised, memory flat, the database free between batches. */
const BATCH_SIZE = 1000;
/**
 * Keys longer than this are no word a learner clicks (those are at most 50 characters) but a list's
 * noise; skipping them keeps every key well inside PostgreSQL's limit for an index entry.
 */
const MAX_KEY_CHARS = 200;

interface WriteWordsOptions {
  db: Database;
  sourceId: number;
  language: LanguageCode;
  /** Called after every batch with the rows written so far. */
  onProgress?: (written: number) => void;
  /** Past this many rows the import fails (DICTIONARY_MAX_ENTRIES_PER_SOURCE and the lexicon's room). */
  maxEntries?: number;
}

export interface WriteWordFrequenciesOptions extends WriteWordsOptions {
  words: AsyncIterable<{ word: string; rank: number }>;
}

export interface WriteWordLevelsOptions extends WriteWordsOptions {
  levels: AsyncIterable<{ word: string; level: CefrLevel }>;
}

/**
 * Stores a frequency list's ranks under one source, keyed by wordKey, a batch at a time. A word the
 * list has twice (two spellings of case: 'The' and 'the') keeps its best, lowest rank, within a batch
 * and across batches (the upsert keeps the least), whatever the order of the stream. Returns the rows
 * written, counting a word again when a later batch improves it.
 */
export function writeWordFrequencies(options: WriteWordFrequenciesOptions): Promise<number> {
  return writeInBatches(
    options,
    options.words,
    (item) => item.rank,
    async (rows) => {
      const written = await options.db
        .insert(wordFrequencies)
        .values(rows.map(({ key, value }) => ({ ...baseRow(options, key), rank: value })))
        .onConflictDoUpdate({
          target: [wordFrequencies.language, wordFrequencies.wordKey, wordFrequencies.sourceId],
          set: { rank: sql`least(${wordFrequencies.rank}, excluded.rank)` },
        })
        .returning({ key: wordFrequencies.wordKey });
      return written.length;
    },
  );
}

/**
 * Stores a CEFR list's levels under one source, keyed by wordKey, a batch at a time. A word listed
 * at several levels (once per part of speech: 'house' noun A1, verb C1) keeps the easiest: the
 * level a learner meets it at first. 'A1' < 'A2' < … < 'C2' as text too, so least() picks it.
 */
export function writeWordLevels(options: WriteWordLevelsOptions): Promise<number> {
  return writeInBatches(
    options,
    options.levels,
    (item) => item.level,
    async (rows) => {
      const written = await options.db
        .insert(wordLevels)
        .values(rows.map(({ key, value }) => ({ ...baseRow(options, key), level: value })))
        .onConflictDoUpdate({
          target: [wordLevels.language, wordLevels.wordKey, wordLevels.sourceId],
          set: { level: sql`least(${wordLevels.level}, excluded.level)` },
        })
        .returning({ key: wordLevels.wordKey });
      return written.length;
    },
  );
}

function baseRow(options: { sourceId: number; language: LanguageCode }, key: string) {
  return { sourceId: options.sourceId, language: options.language, wordKey: key };
}

/**
 * Gathers keyed values into batches, each key once per batch with its least value (PostgreSQL
 * refuses an upsert touching one row twice), and hands each batch to `write`.
 */
async function writeInBatches<T extends { word: string }, V extends string | number>(
  options: WriteWordsOptions,
  items: AsyncIterable<T>,
  valueOfItem: (item: T) => V,
  write: (rows: { key: string; value: V }[]) => Promise<number>,
): Promise<number> {
  let batch = new Map<string, V>();
  let written = 0;
  const flush = async () => {
    written += await write([...batch].map(([key, value]) => ({ key, value })));
    batch = new Map();
    assertWithinEntries(written, options.maxEntries ?? Number.POSITIVE_INFINITY);
    options.onProgress?.(written);
  };
  for await (const item of items) {
    const key = wordKey(storableText(item.word));
    if (!key || key.length > MAX_KEY_CHARS) continue;
    const value = valueOfItem(item);
    const current = batch.get(key);
    if (current === undefined || value < current) batch.set(key, value);
    if (batch.size >= BATCH_SIZE) await flush();
  }
  if (batch.size > 0) await flush();
  return written;
}
