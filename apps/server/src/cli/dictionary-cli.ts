import { existsSync, mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import {
  DEFAULT_DOWNLOAD_BASES,
  type DownloadBases,
  downloadsFor,
} from '../domain/dictionary/download/dictionary-downloads';
import { downloadFile } from '../domain/dictionary/download/download-file';
import { dictionaryEntryId } from '../models/catalog/dictionary';
import type { ModelStore } from '../models/model-store';

const USAGE = `Usage: npm run dictionary -- download <language…> [--force]

Installs each language's dictionary. A language the model catalog lists (dictionary-<code>) is installed
through the model store into MODELS_DIR, verified by SHA-256 (MODELS_MIRROR replaces the public hosts);
the others are fetched into DICTIONARY_DIR (default DATA_DIR/dictionaries): the kaikki.org Wiktextract
dump and the FrequencyWords list. A running server imports what its own store installs at once, and
everything else at its next start. Languages: ${LANGUAGE_CODES.join(' ')}.
  --force             fetch files already in DICTIONARY_DIR again (store entries are verified, not fetched again)
  --kaikki-url URL    another base for kaikki.org (a mirror)
  --frequency-url URL another base for FrequencyWords' content folder
  --cefr-url URL      another base for olp-en-cefrj`;

export interface DictionaryCliOptions {
  /** DICTIONARY_DIR as the server reads it. */
  directory: string;
  /** Lines for the person at the terminal. */
  print: (line: string) => void;
  signal?: AbortSignal;
  /** The model store: a language with a catalog entry is installed through it (decision 035). */
  models?: ModelStore;
}

/** `dictionary download <language…>`: returns the process exit code (0 done, 1 a download failed, 2 usage). */
export async function runDictionaryCli(argv: string[], options: DictionaryCliOptions): Promise<number> {
  const { print } = options;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    print(USAGE);
    return 2;
  }
  const [command, ...names] = parsed.positionals;
  if (command !== 'download' || names.length === 0) {
    print(USAGE);
    return 2;
  }
  const unknown = names.filter((name) => !isLanguageCode(name));
  if (unknown.length > 0) {
    print(
      `Unknown language${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known: ${LANGUAGE_CODES.join(' ')}`,
    );
    return 2;
  }
  const bases: DownloadBases = {
    kaikki: trimSlash(parsed.values['kaikki-url'] ?? DEFAULT_DOWNLOAD_BASES.kaikki),
    frequencyWords: trimSlash(parsed.values['frequency-url'] ?? DEFAULT_DOWNLOAD_BASES.frequencyWords),
    cefrj: trimSlash(parsed.values['cefr-url'] ?? DEFAULT_DOWNLOAD_BASES.cefrj),
  };
  mkdirSync(options.directory, { recursive: true });
  let failures = 0;
  for (const language of new Set(names as LanguageCode[])) {
    const entry = options.models && dictionaryEntryId(language);
    if (options.models && entry) {
      if (!(await installThroughStore(options.models, entry, options))) failures += 1;
      continue;
    }
    for (const download of downloadsFor(language, bases)) {
      if (!parsed.values.force && existsSync(`${options.directory}/${download.fileName}`)) {
        print(`${download.fileName}: already there (--force fetches it again)`);
        continue;
      }
      print(`${download.what}: ${download.url}`);
      try {
        const done = await downloadFile({
          url: download.url,
          directory: options.directory,
          fileName: download.fileName,
          signal: options.signal,
          onProgress: ({ bytes, totalBytes }) =>
            print(`  ${download.fileName}: ${megabytes(bytes)}${totalBytes ? ` of ${megabytes(totalBytes)}` : ''}`),
        });
        print(`  saved ${download.fileName} (${megabytes(done.bytes)})`);
      } catch (error) {
        failures += 1;
        print(`  failed: ${describe(error)}`);
      }
    }
  }
  print(
    failures > 0
      ? `${failures} download${failures > 1 ? 's' : ''} failed.`
      : `Done. A server imports the files at its next start (what its own store installs, at once).`,
  );
  return failures > 0 ? 1 : 0;
}

/** Installs a catalog entry through the store, printing its progress; false when it failed. */
async function installThroughStore(models: ModelStore, id: string, options: DictionaryCliOptions): Promise<boolean> {
  const { print } = options;
  const entry = models.entry(id);
  const bytes = entry?.files.reduce((sum, file) => sum + file.bytes, 0) ?? 0;
  print(`${entry?.title ?? id} (${megabytes(bytes)}, ${entry?.licence.name}): through the model store`);
  const stop = models.onChange((changed, status) => {
    if (changed === id && status.state === 'downloading') {
      print(`  ${id}: ${megabytes(status.receivedBytes)} of ${megabytes(status.totalBytes)}`);
    }
  });
  try {
    const folder = await models.install(id, { signal: options.signal });
    print(`  installed in ${folder}`);
    return true;
  } catch (error) {
    print(`  failed: ${describe(error)}`);
    return false;
  } finally {
    stop();
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      'kaikki-url': { type: 'string' },
      'frequency-url': { type: 'string' },
      'cefr-url': { type: 'string' },
    },
  });
}

/** fetch's 'fetch failed' says little; its cause says what (ECONNREFUSED, a certificate, a name not found). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause ? `${error.message}: ${cause}` : error.message;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function megabytes(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MB`;
}
