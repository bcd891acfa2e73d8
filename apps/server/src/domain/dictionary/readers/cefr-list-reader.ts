import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream';
import { CefrLevel } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { parse } from 'csv-parse';

/** A word of a graded vocabulary list and its CEFR level. */
export interface LevelledWord {
  word: string;
  level: CefrLevel;
}

/**
 * Reads a CEFR vocabulary profile in the Open Language Profiles' CSV shape (the CEFR-J Vocabulary
 * Profile, the Octanove C1/C2 list): a header naming `headword` and `CEFR` columns, one headword and
 * part of speech a row. A headword with spellings separated by '/' ('a.m./A.M./am/AM',
 * 'colour/color') gives each; a row without a known level is skipped. The same word may come
 * several times (once per part of speech); writeWordLevels keeps its easiest level.
 */
export async function* readCefrList(path: string): AsyncIterable<LevelledWord> {
  const rows = pipeline(
    createReadStream(path),
    parse({
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim().toLowerCase());
        if (!names.includes('headword') || !names.includes('cefr')) {
          throw new Error('not a CEFR vocabulary list: no headword and CEFR columns');
        }
        return names;
      },
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A cell past this is not a vocabulary list's; the file is reported as corrupt instead of read whole.
      max_record_size: 64 * 1024,
    }),
    // Errors (a missing file, a broken quote) reach the loop below through the last stream.
    () => {},
  );
  for await (const row of rows as AsyncIterable<Record<string, string | undefined>>) {
    const level = CefrLevel.safeParse(row.cefr?.toUpperCase());
    if (!level.success) continue;
    for (const spelling of (row.headword ?? '').split('/')) {
      const word = spelling.trim();
      if (word) yield { word, level: level.data };
    }
  }
}

/**
 * The language of a CEFR list from its file name. The open lists we know are English (CEFR-J and
 * Octanove: 'cefrj-vocabulary-profile-1.5.csv', 'octanove-vocabulary-profile-c1c2-1.0.csv'); other
 * names give null, so an unknown list is not imported under a guessed language.
 */
export function cefrFileLanguage(fileName: string): LanguageCode | null {
  return /^(?:cefrj|octanove)-vocabulary-profile\b.*\.csv$/iu.test(basename(fileName)) ? 'en' : null;
}
