import type { DictionarySource } from '@tolk/contracts/dictionary';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { lexiconEntries, lexiconSources, wordFrequencies, wordLevels } from '../../db/schema/dictionary';
import type { SourceWriteOptions } from './dictionary-file-formats';

/** Progress is logged and stored in the source's row every this many entries. */
export const PROGRESS_EVERY_ENTRIES = 20_000;

export interface ImportSourceOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  fileName: string;
  /** The content's SHA-256 and the reader's version: the same pair is imported once. */
  contentHash: string;
  format: string;
  language: string | null;
  attribution: DictionarySource;
  write(options: SourceWriteOptions): Promise<number>;
}

/**
 * imported: written now. current: this content was imported before. busy: another instance is
 * importing this file. failed: the row says why. stopped: the app is closing (the row stays
 * 'importing' and the next start does it again).
 */
export type ImportOutcome = 'imported' | 'current' | 'busy' | 'failed' | 'stopped';

/**
 * Imports one source once per content. Under an advisory lock on its file name, so two instances
 * sharing PostgreSQL never import the same file at once: content already imported is skipped; a
 * row left 'importing' by a crash, or 'failed' before (a cause may have gone), is removed with its
 * rows and done again. New content of a file replaces the old one's rows only once it is imported,
 * so look-ups keep the old entries meanwhile. A failure removes what was written and keeps the row,
 * status failed with the error, for admin diagnostics.
 */
export async function importSource(options: ImportSourceOptions): Promise<ImportOutcome> {
  const { database, log, signal, fileName, contentHash } = options;
  const { db } = database;
  const lock = await database.tryLock(`tolk-dictionary:${fileName}`);
  if (!lock) {
    log.info({ fileName }, 'dictionary is being imported by another instance');
    return 'busy';
  }
  try {
    const [existing] = await db
      .select({ id: lexiconSources.id, status: lexiconSources.status })
      .from(lexiconSources)
      .where(and(eq(lexiconSources.fileName, fileName), eq(lexiconSources.contentHash, contentHash)));
    if (existing?.status === 'imported') return 'current';
    if (existing) await db.delete(lexiconSources).where(eq(lexiconSources.id, existing.id));
    signal.throwIfAborted();

    const [source] = await db
      .insert(lexiconSources)
      .values({
        format: options.format,
        language: options.language,
        fileName,
        contentHash,
        status: 'importing',
        attribution: options.attribution,
      })
      .returning({ id: lexiconSources.id });
    if (!source) throw new Error('lexicon source insert returned nothing');
    const sourceId = source.id;
    const started = performance.now();
    log.info({ fileName, format: options.format, language: options.language }, 'dictionary import started');

    let reported = 0;
    let pending: Promise<unknown> = Promise.resolve();
    try {
      const entries = await options.write({
        db,
        sourceId,
        signal,
        onProgress: (written) => {
          // A closing app stops between two batches instead of at the file's end.
          signal.throwIfAborted();
          if (written - reported < PROGRESS_EVERY_ENTRIES) return;
          reported = written;
          const seconds = (performance.now() - started) / 1000;
          log.info(
            { fileName, entries: written, entriesPerSecond: Math.round(written / seconds) },
            'dictionary import progress',
          );
          pending = db.update(lexiconSources).set({ entries: written }).where(eq(lexiconSources.id, sourceId));
        },
      });
      await pending;
      await db
        .update(lexiconSources)
        .set({ status: 'imported', entries, finishedAt: new Date() })
        .where(eq(lexiconSources.id, sourceId));
      // The file's earlier content (or an earlier failure) goes now that the new one answers.
      await db
        .delete(lexiconSources)
        .where(and(eq(lexiconSources.fileName, fileName), ne(lexiconSources.id, sourceId)));
      const seconds = (performance.now() - started) / 1000;
      log.info(
        { fileName, entries, seconds: Math.round(seconds * 10) / 10, entriesPerSecond: Math.round(entries / seconds) },
        'dictionary imported',
      );
      return 'imported';
    } catch (error) {
      await pending.catch(() => {});
      if (signal.aborted) {
        log.info({ fileName }, 'dictionary import stopped; it starts again with the next start');
        return 'stopped';
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ fileName, error: message }, 'dictionary import failed; the file is skipped');
      for (const table of [lexiconEntries, wordFrequencies, wordLevels]) {
        await db.delete(table).where(eq(table.sourceId, sourceId));
      }
      await db
        .update(lexiconSources)
        .set({ status: 'failed', error: message.slice(0, 1000), entries: 0, finishedAt: new Date() })
        .where(eq(lexiconSources.id, sourceId));
      return 'failed';
    }
  } finally {
    await lock.release();
  }
}
