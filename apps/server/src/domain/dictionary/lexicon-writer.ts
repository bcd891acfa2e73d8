import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import { lexiconEntries, lexiconForms } from '../../db/schema/dictionary';
import { assertWithinEntries } from './dictionary-limits';
import type { LexiconRecord } from './lexicon-record';
import { storableText } from './safe-text';
import { wordKey } from './word-key';

/** Records written per statement: big enough to amortise a round trip, small enough to keep memory flat. */
const BATCH_SIZE = 500;

export interface WriteLexiconOptions {
  db: Database;
  sourceId: number;
  /** The file's language; a record naming its own wins. */
  language: LanguageCode;
  records: AsyncIterable<LexiconRecord>;
  /** Called after every batch with the number of entries written so far. */
  onProgress?: (entries: number) => void;
  /** Past this many entries the import fails (DICTIONARY_MAX_ENTRIES_PER_SOURCE and the lexicon's room). */
  maxEntries?: number;
  /** Counts the records left out: no headword, a headword no word can be, or one the database refused. */
  counts?: { skipped: number };
}

/** A longer headword is no word (a learner's click selects at most 50 characters) but a file's noise. */
const MAX_HEADWORD_CHARS = 200;

/**
 * Stores a reader's records under one source, a batch at a time, so that memory stays bounded
 * whatever the file's size and the embedded database keeps answering requests between batches
 * (each batch is its own statement, not one long transaction). Returns the entries written.
 *
 * One bad record costs one record: its text is made storable (storableText), a record without a
 * headword or with one past 200 characters is skipped, and when the database refuses a batch its
 * records are written one by one so only the refused ones are skipped (counted in `counts`).
 */
export async function writeLexicon(options: WriteLexiconOptions): Promise<number> {
  const counts = options.counts ?? { skipped: 0 };
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  let batch: LexiconRecord[] = [];
  let written = 0;
  const flush = async () => {
    written += await writeBatchOrEach(options, batch, counts);
    batch = [];
    assertWithinEntries(written, maxEntries);
    options.onProgress?.(written);
  };
  for await (const raw of options.records) {
    const record = storableRecord(raw);
    if (!record) {
      counts.skipped += 1;
      continue;
    }
    batch.push(record);
    if (batch.length >= BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
  return written;
}

function storableRecord(record: LexiconRecord): LexiconRecord | null {
  const headword = storableText(record.headword).trim();
  if (!headword || headword.length > MAX_HEADWORD_CHARS || !wordKey(headword)) return null;
  const optional = (text: string | null) => (text === null ? null : storableText(text));
  return {
    headword,
    language: record.language,
    partOfSpeech: optional(record.partOfSpeech),
    senses: record.senses.map((sense) => ({
      gloss: storableText(sense.gloss),
      examples: sense.examples.map(storableText),
    })),
    etymology: optional(record.etymology),
    ipa: optional(record.ipa),
    // A form past the headword's bound is noise too, and its key would outgrow an index entry.
    forms: record.forms.map(storableText).filter((form) => form.length <= MAX_HEADWORD_CHARS),
  };
}

/**
 * A batch in one statement; if the database refuses it, each record alone, skipping the refused
 * ones. When every record is refused the cause is not a record (the database is down): that throws.
 */
async function writeBatchOrEach(
  options: WriteLexiconOptions,
  records: LexiconRecord[],
  counts: { skipped: number },
): Promise<number> {
  try {
    return await writeBatch(options, records);
  } catch (batchError) {
    let written = 0;
    for (const record of records) {
      try {
        written += await writeBatch(options, [record]);
      } catch {
        counts.skipped += 1;
      }
    }
    if (written === 0) throw batchError;
    return written;
  }
}

async function writeBatch(options: WriteLexiconOptions, records: LexiconRecord[]): Promise<number> {
  const { db, sourceId } = options;
  const rows = records.map((record) => ({
    sourceId,
    language: record.language ?? options.language,
    headword: record.headword,
    headwordKey: wordKey(record.headword),
    partOfSpeech: record.partOfSpeech,
    senses: record.senses,
    etymology: record.etymology,
    ipa: record.ipa,
  }));
  const inserted = await db.insert(lexiconEntries).values(rows).returning({ id: lexiconEntries.id });
  const forms: (typeof lexiconForms.$inferInsert)[] = [];
  inserted.forEach(({ id }, index) => {
    const row = rows[index];
    const record = records[index];
    if (!row || !record) return;
    const keys = new Set(record.forms.map(wordKey).filter((key) => key.length > 0 && key !== row.headwordKey));
    for (const formKey of keys) forms.push({ entryId: id, language: row.language, formKey });
  });
  for (let start = 0; start < forms.length; start += BATCH_SIZE * 4) {
    await db
      .insert(lexiconForms)
      .values(forms.slice(start, start + BATCH_SIZE * 4))
      .onConflictDoNothing();
  }
  return inserted.length;
}
