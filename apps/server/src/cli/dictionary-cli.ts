import { existsSync, mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import {
  DEFAULT_DOWNLOAD_BASES,
  type DownloadBases,
  downloadsFor,
} from '../domain/dictionary/download/dictionary-downloads';
import { downloadFile } from '../domain/dictionary/download/download-file';

const USAGE = `Usage: npm run dictionary -- download <language…> [--force]

Fetches the public dictionary files of each language into DICTIONARY_DIR (default DATA_DIR/dictionaries):
the kaikki.org Wiktextract dump and the FrequencyWords list (and for en the CEFR lists). The server
imports them at its next start. Languages: ${LANGUAGE_CODES.join(' ')}.
  --force             fetch files that are already there again
  --kaikki-url URL    another base for kaikki.org (a mirror)
  --frequency-url URL another base for FrequencyWords' content folder
  --cefr-url URL      another base for olp-en-cefrj`;

export interface DictionaryCliOptions {
  /** DICTIONARY_DIR as the server reads it. */
  directory: string;
  /** Lines for the person at the terminal. */
  print: (line: string) => void;
  signal?: AbortSignal;
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
      : `Done. The server imports the files in ${options.directory} at its next start.`,
  );
  return failures > 0 ? 1 : 0;
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
