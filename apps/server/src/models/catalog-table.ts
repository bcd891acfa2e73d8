import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { CatalogEntry } from './catalog-entry';

/** Where README.md's table of the catalog starts and ends (`npm run models -- table` writes what is between). */
export const TABLE_START = '<!-- models-table:start (npm run models -- table) -->';
export const TABLE_END = '<!-- models-table:end -->';

/** Bytes as megabytes with one decimal, as the README and the CLI show them. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function languagesText(entry: Pick<CatalogEntry, 'languages'>): string {
  return entry.languages.length === LANGUAGE_CODES.length ? `all ${LANGUAGE_CODES.length}` : entry.languages.join(', ');
}

/** The README's table of every catalog entry: its id, kind, languages, host(s), download size and licence. */
export function catalogTable(catalog: readonly CatalogEntry[]): string {
  if (catalog.length === 0) return 'The catalog lists no entries yet.';
  const rows = catalog.map((entry) => {
    const hosts = [...new Set(entry.files.map((file) => new URL(file.url).host))].join(', ');
    const bytes = entry.files.reduce((sum, file) => sum + file.bytes, 0);
    const about = entry.files.some((file) => file.approximate) ? 'about ' : '';
    return `| \`${entry.id}\` | ${entry.kind} | ${languagesText(entry)} | ${hosts} | ${about}${megabytes(bytes)} | [${entry.licence.name}](${entry.licence.url}) |`;
  });
  return [
    '| Entry | Kind | Languages | Host | Download | Licence |',
    '| --- | --- | --- | --- | ---: | --- |',
    ...rows,
  ].join('\n');
}
