import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../db/client';
import { lexiconEntries, lexiconForms } from '../../db/schema/dictionary';
import type { LexiconRecord } from './lexicon-record';
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
}

/**
 * Stores a reader's records under one source, a batch at a time, so that memory stays bounded
 * whatever the file's size and the embedded database keeps answering requests between batches
 * (each batch is its own statement, not one long transaction). Returns the entries written.
 */
export async function writeLexicon(options: WriteLexiconOptions): Promise<number> {
  let batch: LexiconRecord[] = [];
  let written = 0;
  for await (const record of options.records) {
    if (!record.headword.trim()) continue;
    batch.push(record);
    if (batch.length >= BATCH_SIZE) {
      written += await writeBatch(options, batch);
      batch = [];
      options.onProgress?.(written);
    }
  }
  if (batch.length > 0) {
    written += await writeBatch(options, batch);
    options.onProgress?.(written);
  }
  return written;
}

async function writeBatch(options: WriteLexiconOptions, records: LexiconRecord[]): Promise<number> {
  const { db, sourceId } = options;
  const rows = records.map((record) => ({
    sourceId,
    language: record.language ?? options.language,
    headword: record.headword.trim(),
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
