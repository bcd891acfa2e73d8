import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import type { CefrLevel } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../src/db/client';
import { wordLevels } from '../../src/db/schema/dictionary';
import { wordKey } from '../../src/domain/dictionary/word-key';
import { createSource } from './dictionary-lexicon';
import { openData } from './open-data';

export const cefrjVocabulary = () => openData('cefr', 'olp-en-cefrj', 'cefrj-vocabulary-profile-1.5.csv');

/**
 * CEFR-J's 'headword,pos,CEFR,…' lines as word keys and levels (a headword's spellings split at '/',
 * the lowest level when a word has several senses), as a test's stand-in for the CEFR import.
 */
export async function readCefrj(file = cefrjVocabulary()): Promise<Map<string, CefrLevel>> {
  const levels = new Map<string, CefrLevel>();
  let header = true;
  for await (const line of readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (header) {
      header = false;
      continue;
    }
    const [headwords = '', , level = ''] = line.split(',');
    if (!/^[ABC][12]$/.test(level)) continue;
    for (const spelling of headwords.split('/')) {
      const key = wordKey(spelling);
      const known = levels.get(key);
      if (key && (!known || known > level)) levels.set(key, level as CefrLevel);
    }
  }
  return levels;
}

/** Stores graded-list levels under a new 'cefr' source. */
export async function seedWordLevels(db: Database, language: LanguageCode, levels: Map<string, CefrLevel>) {
  const sourceId = await createSource(db, {
    format: 'cefr',
    language,
    fileName: 'cefrj-vocabulary-profile-1.5.csv',
    attribution: { name: 'CEFR-J Wordlist', licence: 'CEFR-J free with citation', url: 'http://www.cefr-j.org/' },
  });
  const rows = [...levels].map(([key, level]) => ({ sourceId, language, wordKey: key, level }));
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(wordLevels).values(rows.slice(start, start + 1_000));
}
