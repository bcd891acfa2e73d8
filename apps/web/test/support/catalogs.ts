import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_SECTIONS, type EnglishCatalog } from '../../src/i18n/english-sections';

export type Catalog = { [key: string]: string | Catalog };

// A path, not a URL: the DOM tests' global URL is happy-dom's, which node:fs does not take.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales');

/** One locale file as it is on disk: `en.json` is only the bundled English core. */
export function readCatalogFile(file: string): Catalog {
  return JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as Catalog;
}

/**
 * A language's complete catalog, as the app holds it once every page has loaded: for English the
 * bundled core plus every lazily loaded section (docs/decisions/023), for the others their one file.
 */
export function readCatalog(lng: string): Catalog {
  const catalog = readCatalogFile(`${lng}.json`);
  if (lng !== 'en') return catalog;
  for (const section of ENGLISH_SECTIONS) catalog[section] = readCatalogFile(`en/${section}.json`);
  return catalog;
}

/** The complete English catalog, typed like t()'s keys. */
export function readEnglishCatalog(): EnglishCatalog {
  return readCatalog('en') as unknown as EnglishCatalog;
}
