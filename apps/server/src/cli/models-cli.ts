import { parseArgs } from 'node:util';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import type { CatalogEntry } from '../models/catalog-entry';
import { catalogTable, languagesText, megabytes } from '../models/catalog-table';
import type { ModelStore } from '../models/model-store';

const USAGE = `Usage: npm run models -- <command>

  list                     every catalog entry with its state, size and languages
  install <id…>            downloads, verifies and installs entries (resumes a download left unfinished)
  install --language <xx>  every entry serving that language (the recommended one where a kind has several)
  remove <id…>             deletes entries' files
  verify                   hashes every installed file again; a file that no longer matches is reported
  table                    the README's table of the catalog (hosts, sizes, licences)

Uses the server's MODELS_DIR (default DATA_DIR/models), MODELS_MIRROR, MODELS_MAX_GB and MODELS_CATALOG.
Languages: ${LANGUAGE_CODES.join(' ')}.`;

/** How `list` says an entry's files are checked (ModelStatus.verification). */
const VERIFICATION = {
  sha256: 'SHA-256 pinned',
  host: 'SHA-256 from its host (X-Linked-Etag)',
  none: 'not verified by any hash',
} as const;

export interface ModelsCliOptions {
  store: ModelStore;
  /** The built-in catalog alone (without MODELS_CATALOG's entries), for `table`. */
  builtIn: readonly CatalogEntry[];
  print: (line: string) => void;
  signal?: AbortSignal;
}

/** Returns the process exit code: 0 done, 1 something failed, 2 usage. */
export async function runModelsCli(argv: string[], options: ModelsCliOptions): Promise<number> {
  const { store, print } = options;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    print(USAGE);
    return 2;
  }
  const [command, ...ids] = parsed.positionals;
  const unknown = ids.filter((id) => !store.entry(id));
  if (unknown.length > 0) {
    print(`Not in the catalog: ${unknown.join(', ')} (npm run models -- list)`);
    return 2;
  }
  switch (command) {
    case 'list':
      for (const entry of store.catalog) {
        const status = store.status(entry.id);
        const size = `${entry.files.some((file) => file.approximate) ? 'about ' : ''}${megabytes(status.totalBytes)}`;
        print(
          `${entry.id}  ${status.state}  ${size}  ${entry.kind}  ${languagesText(entry)}  ${VERIFICATION[status.verification]}`,
        );
      }
      print(`${megabytes(await store.usedBytes())} of ${megabytes(store.budgetBytes)} used in ${store.dir}`);
      return 0;
    case 'install': {
      const language = parsed.values.language;
      if (language !== undefined && !isLanguageCode(language)) {
        print(`Not a language Tolk serves: ${language}`);
        return 2;
      }
      const chosen = language ? forLanguage(store.catalog, language) : ids;
      if (chosen.length === 0) {
        print(language ? `No catalog entry serves ${language}.` : USAGE);
        return 2;
      }
      return install(chosen, options);
    }
    case 'remove':
      if (ids.length === 0) {
        print(USAGE);
        return 2;
      }
      for (const id of ids) {
        await store.remove(id);
        print(`${id}: removed`);
      }
      return 0;
    case 'verify': {
      const broken = await store.verify();
      for (const id of broken) print(`${id}: a file no longer matches what was installed; install it again`);
      print(broken.length === 0 ? 'Every installed file matches.' : `${broken.length} entries need installing again.`);
      return broken.length === 0 ? 0 : 1;
    }
    case 'table':
      print(catalogTable(options.builtIn));
      return 0;
    default:
      print(USAGE);
      return 2;
  }
}

function parse(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, options: { language: { type: 'string' } } });
}

/** Every entry serving the language; where a kind has several, its recommended ones (all, if none is). */
function forLanguage(catalog: readonly CatalogEntry[], language: LanguageCode): string[] {
  const serving = catalog.filter((entry) => entry.languages.includes(language));
  return serving
    .filter((entry) => {
      const sameKind = serving.filter((other) => other.kind === entry.kind);
      return entry.recommended || !sameKind.some((other) => other.recommended);
    })
    .map((entry) => entry.id);
}

async function install(ids: string[], { store, print, signal }: ModelsCliOptions): Promise<number> {
  let lastLine = '';
  const stop = store.onChange((id, status) => {
    if (!ids.includes(id) || status.state !== 'downloading' || status.totalBytes === 0) return;
    const line = `${id}: ${megabytes(status.receivedBytes)} of ${megabytes(status.totalBytes)} (${Math.floor((100 * status.receivedBytes) / status.totalBytes)} %)`;
    if (line !== lastLine) print(line);
    lastLine = line;
  });
  let failed = 0;
  try {
    for (const id of ids) {
      try {
        const folder = await store.install(id, { signal });
        print(`${id}: installed in ${folder}`);
      } catch (error) {
        failed += 1;
        const code = (error as { code?: string }).code;
        print(`${id}: failed${code ? ` (${code})` : ''}: ${error instanceof Error ? error.message : error}`);
      }
    }
  } finally {
    stop();
  }
  return failed === 0 ? 0 : 1;
}
