import type { CefrLevel } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { Database } from '../../src/db/client';
import { readCefrList } from '../../src/domain/dictionary/readers/cefr-list-reader';
import { wordKey } from '../../src/domain/dictionary/word-key';
import { writeWordLevels } from '../../src/domain/dictionary/word-rank-writer';
import { createSource } from './dictionary-lexicon';
import { sharedDataPath } from './shared-data';

export const cefrjVocabulary = () => sharedDataPath('cefr', 'olp-en-cefrj', 'cefrj-vocabulary-profile-1.5.csv');

/** The CEFR-J list's levels by word key, the easiest where a word is listed more than once (as the import keeps them). */
export async function readCefrj(file = cefrjVocabulary()): Promise<Map<string, CefrLevel>> {
  const levels = new Map<string, CefrLevel>();
  for await (const { word, level } of readCefrList(file)) {
    const key = wordKey(word);
    const known = levels.get(key);
    if (key && (!known || known > level)) levels.set(key, level);
  }
  return levels;
}

/** Imports the CEFR-J list under a new 'cefr' source, through the import's own reader and writer. */
export async function seedWordLevels(db: Database, language: LanguageCode, file = cefrjVocabulary()): Promise<void> {
  const sourceId = await createSource(db, {
    format: 'cefr',
    language,
    fileName: 'cefrj-vocabulary-profile-1.5.csv',
    attribution: { name: 'CEFR-J Wordlist', licence: 'CEFR-J free with citation', url: 'http://www.cefr-j.org/' },
  });
  await writeWordLevels({ db, sourceId, language, levels: readCefrList(file) });
}
