import type { DictionarySource } from '@tolk/contracts/dictionary';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DictionaryLimits } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { lexiconEntries, lexiconSources, wordFrequencies, wordLevels } from '../../db/schema/dictionary';
import type { SourceWriteOptions } from './dictionary-file-formats';
import { failureMessage } from './safe-text';

/** Progress is logged and stored in the source's row every this many entries. */
export const PROGRESS_EVERY_ENTRIES = 20_000;
/** Progress is stored in the source's row at least this often, so the diagnostics page moves on a slow file. */
const PROGRESS_EVERY_MS = 2000;
/**
 * Imports of one content begun without finishing (the server died during them) before it is given
 * up: a file that kills the server does so at most this many times, not at every start.
 */
export const MAX_IMPORT_ATTEMPTS = 3;

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
  limits: DictionaryLimits;
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
 * rows and done again, unless imports of it began MAX_IMPORT_ATTEMPTS times without ending (each
 * time the server died): then it is marked failed and left until its content changes. New content of a file replaces the old one's rows only once it is imported,
 * so look-ups keep the old entries meanwhile. A failure removes what was written and keeps the row,
 * status failed with the error (storable, without SQL), for admin diagnostics. The source may write
 * at most DICTIONARY_MAX_ENTRIES_PER_SOURCE entries, and no more than leaves the lexicon within
 * DICTIONARY_MAX_ENTRIES. Entries written so far reach the row as the import goes.
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
      .select({ id: lexiconSources.id, status: lexiconSources.status, attempts: lexiconSources.attempts })
      .from(lexiconSources)
      .where(and(eq(lexiconSources.fileName, fileName), eq(lexiconSources.contentHash, contentHash)));
    if (existing?.status === 'imported') return 'current';
    // 'importing' under our lock: an import of it was under way when the server died (or was stopped, uncounted).
    const attempts = existing?.status === 'importing' ? existing.attempts : 0;
    if (existing?.status === 'failed' && existing.attempts >= MAX_IMPORT_ATTEMPTS) return 'failed';
    if (existing && attempts >= MAX_IMPORT_ATTEMPTS) {
      const error = `the server stopped during each of ${attempts} imports of this file; it is not imported again until it changes`;
      log.error({ fileName, attempts }, 'dictionary import given up: the server stopped during each attempt');
      await markFailed(database, existing.id, error);
      return 'failed';
    }
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
        attempts: attempts + 1,
        attribution: options.attribution,
      })
      .returning({ id: lexiconSources.id });
    if (!source) throw new Error('lexicon source insert returned nothing');
    const sourceId = source.id;
    const started = performance.now();
    log.info({ fileName, format: options.format, language: options.language }, 'dictionary import started');

    let logged = 0;
    let stored = Number.NEGATIVE_INFINITY;
    let pending: Promise<unknown> = Promise.resolve();
    const counts = { skipped: 0 };
    try {
      const maxEntries = Math.min(
        options.limits.maxEntriesPerSource,
        options.limits.maxLexiconEntries - (await entriesOfOtherSources(database, fileName)),
      );
      const entries = await options.write({
        db,
        sourceId,
        signal,
        limits: options.limits,
        maxEntries,
        counts,
        onProgress: (written) => {
          // A closing app stops between two batches instead of at the file's end.
          signal.throwIfAborted();
          const now = performance.now();
          if (written - logged >= PROGRESS_EVERY_ENTRIES) {
            logged = written;
            const seconds = (now - started) / 1000;
            log.info(
              { fileName, entries: written, entriesPerSecond: Math.round(written / seconds) },
              'dictionary import progress',
            );
          }
          if (now - stored < PROGRESS_EVERY_MS && written !== logged) return;
          stored = now;
          // A Drizzle query runs only once awaited (then): one update at a time, the last one awaited below.
          pending = pending.then(() =>
            db
              .update(lexiconSources)
              .set({ entries: written, skipped: counts.skipped })
              .where(eq(lexiconSources.id, sourceId))
              .then(() => {}),
          );
        },
      });
      await pending;
      await db
        .update(lexiconSources)
        .set({ status: 'imported', entries, skipped: counts.skipped, attempts: 0, finishedAt: new Date() })
        .where(eq(lexiconSources.id, sourceId));
      // The file's earlier content (or an earlier failure) goes now that the new one answers.
      await db
        .delete(lexiconSources)
        .where(and(eq(lexiconSources.fileName, fileName), ne(lexiconSources.id, sourceId)));
      const seconds = (performance.now() - started) / 1000;
      log.info(
        {
          fileName,
          entries,
          skipped: counts.skipped,
          seconds: Math.round(seconds * 10) / 10,
          entriesPerSecond: Math.round(entries / seconds),
        },
        'dictionary imported',
      );
      return 'imported';
    } catch (error) {
      await pending.catch(() => {});
      if (signal.aborted) {
        log.info({ fileName }, 'dictionary import stopped; it starts again with the next start');
        // A stop is no crash: it does not count as an attempt.
        await db
          .update(lexiconSources)
          .set({ attempts: sql`${lexiconSources.attempts} - 1` })
          .where(eq(lexiconSources.id, sourceId));
        return 'stopped';
      }
      const message = failureMessage(error);
      log.warn({ fileName, error: message, skipped: counts.skipped }, 'dictionary import failed; the file is skipped');
      await markFailed(database, sourceId, message, counts.skipped);
      return 'failed';
    }
  } finally {
    await lock.release();
  }
}

/** Removes what a source wrote and records why it failed; the row stays for the diagnostics page. */
async function markFailed(database: DatabaseHandle, sourceId: number, message: string, skipped = 0): Promise<void> {
  const { db } = database;
  for (const table of [lexiconEntries, wordFrequencies, wordLevels]) {
    await db.delete(table).where(eq(table.sourceId, sourceId));
  }
  await db
    .update(lexiconSources)
    .set({ status: 'failed', error: message, entries: 0, skipped, finishedAt: new Date() })
    .where(eq(lexiconSources.id, sourceId));
}

/** The entries the other imported sources hold (a file's older content gives way to the new one). */
async function entriesOfOtherSources(database: DatabaseHandle, fileName: string): Promise<number> {
  const [row] = await database.db
    .select({ entries: sql<string | number | null>`sum(${lexiconSources.entries})` })
    .from(lexiconSources)
    .where(and(eq(lexiconSources.status, 'imported'), ne(lexiconSources.fileName, fileName)));
  return Number(row?.entries ?? 0);
}
