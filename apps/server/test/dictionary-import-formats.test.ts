import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexiconEntries, lexiconForms, lexiconSources, wordFrequencies, wordLevels } from '../src/db/schema/dictionary';
import { startDictionaryImports } from '../src/domain/dictionary/import-dictionaries';
import { sharedDataPath } from './support/shared-data';
import { createTestApp, type TestApp } from './support/test-app';

/** Real files of ../shared/data, linked into DICTIONARY_DIR under the names their sources give them. */
const FILES = {
  nbTsv: 'Norwegian Bokmål-English Wiktionary dictionary.tsv',
  nbStarDict: 'Norwegian Bokmål-English Wiktionary dictionary stardict.tar.gz',
  daStarDict: 'Danish-English Wiktionary dictionary stardict.tar.gz',
  frequency: 'no_50k.txt',
  jaTop: 'ja_50k.txt',
  jaFull: 'ja_full.txt',
  cefr: 'cefrj-vocabulary-profile-1.5.csv',
};

let t: TestApp;

async function sourceOf(fileName: string) {
  const [row] = await t.db.select().from(lexiconSources).where(eq(lexiconSources.fileName, fileName));
  return row;
}

beforeAll(async () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-dictionaries-'));
  const link = (target: string, name: string) => symlinkSync(target, path.join(directory, name));
  link(sharedDataPath('wiktionary-vuizur', FILES.nbTsv), FILES.nbTsv);
  link(sharedDataPath('wiktionary-vuizur', FILES.nbStarDict), FILES.nbStarDict);
  link(sharedDataPath('wiktionary-vuizur', FILES.daStarDict), FILES.daStarDict);
  link(sharedDataPath('frequencywords-opensubtitles', '2018', FILES.frequency), FILES.frequency);
  link(sharedDataPath('frequencywords-opensubtitles', '2016', FILES.jaTop), FILES.jaTop);
  link(sharedDataPath('frequencywords-opensubtitles', '2016', FILES.jaFull), FILES.jaFull);
  link(sharedDataPath('cefr', 'olp-en-cefrj', FILES.cefr), FILES.cefr);
  link(path.join(directory, 'gone.tsv'), 'Thai-English Wiktionary dictionary.tsv');
  t = await createTestApp({ dictionaries: { directory, wordNet: false } });
  await t.app.dictionaryImports.finished;
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('import of the Vuizur, FrequencyWords and CEFR files', () => {
  it('imports each recognised file once, with its format, language and attribution', async () => {
    expect(await sourceOf(FILES.nbTsv)).toMatchObject({ format: 'vuizur-tsv', language: 'no', status: 'imported' });
    expect((await sourceOf(FILES.nbTsv))?.attribution.url).toBe('https://github.com/Vuizur/Wiktionary-Dictionaries');
    expect(await sourceOf(FILES.daStarDict)).toMatchObject({ format: 'stardict', language: 'da', status: 'imported' });
    expect(await sourceOf(FILES.frequency)).toMatchObject({ format: 'frequency', language: 'no', status: 'imported' });
    expect(await sourceOf(FILES.jaTop)).toMatchObject({ format: 'frequency', language: 'ja', status: 'imported' });
    expect(await sourceOf(FILES.cefr)).toMatchObject({ format: 'cefr', language: 'en', status: 'imported' });
    expect((await sourceOf(FILES.cefr))?.attribution.name).toMatch(/CEFR-J/);
    // The same Wiktionary entries packed twice, and a second list of one language, are passed over.
    expect(await sourceOf(FILES.nbStarDict)).toBeUndefined();
    expect(await sourceOf(FILES.jaFull)).toBeUndefined();
    // A link to nothing is reported, not fatal.
    expect(await sourceOf('Thai-English Wiktionary dictionary.tsv')).toMatchObject({ status: 'failed' });
  });

  it('leads from an inflected form to its headword and stores ranks and levels', async () => {
    const [entries] = await t.db
      .select({ value: count() })
      .from(lexiconEntries)
      .where(eq(lexiconEntries.sourceId, (await sourceOf(FILES.nbTsv))?.id ?? -1));
    expect(entries?.value).toBe((await sourceOf(FILES.nbTsv))?.entries);
    expect(entries?.value).toBeGreaterThan(15_000);

    const bok = await t.db
      .select({ headword: lexiconEntries.headword })
      .from(lexiconForms)
      .innerJoin(lexiconEntries, eq(lexiconEntries.id, lexiconForms.entryId))
      .where(and(eq(lexiconForms.language, 'no'), eq(lexiconForms.formKey, 'bøkene')));
    expect(bok.map((row) => row.headword)).toContain('bok');

    const [jeg] = await t.db
      .select({ rank: wordFrequencies.rank })
      .from(wordFrequencies)
      .where(and(eq(wordFrequencies.language, 'no'), eq(wordFrequencies.wordKey, 'jeg')));
    expect(jeg?.rank).toBeLessThan(10);
    const [house] = await t.db
      .select({ level: wordLevels.level })
      .from(wordLevels)
      .where(and(eq(wordLevels.language, 'en'), eq(wordLevels.wordKey, 'house')));
    expect(house?.level).toBe('A1');
  });

  it('changes nothing when the same files are imported again', async () => {
    const counts = async () =>
      Promise.all(
        [lexiconSources, lexiconEntries, lexiconForms, wordFrequencies, wordLevels].map(
          async (table) => (await t.db.select({ value: count() }).from(table))[0]?.value,
        ),
      );
    const before = await counts();
    await startDictionaryImports({ database: t.app.database, settings: t.config.dictionaries, log: t.app.log })
      .finished;
    expect(await counts()).toEqual(before);
  });
});
