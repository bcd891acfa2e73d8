import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexiconEntries, lexiconForms, lexiconSources } from '../src/db/schema/dictionary';
import { startDictionaryImports } from '../src/domain/dictionary/import-dictionaries';
import { createTestApp, type TestApp } from './support/test-app';

const fixture = fileURLToPath(new URL('./fixtures/wiktextract/kaikki-sample.jsonl', import.meta.url));
const FIXTURE_NAME = 'kaikki.org-dictionary-Sample.jsonl';

let t: TestApp;
let directory: string;

/** Runs the start-up import again over the same database and directory, as a restart would. */
async function importAgain(): Promise<void> {
  const imports = startDictionaryImports({ database: t.app.database, settings: t.config.dictionaries, log: t.app.log });
  await imports.finished;
}

async function rowCounts() {
  const [entries] = await t.db.select({ value: count() }).from(lexiconEntries);
  const [forms] = await t.db.select({ value: count() }).from(lexiconForms);
  const [sources] = await t.db.select({ value: count() }).from(lexiconSources);
  return { entries: entries?.value, forms: forms?.value, sources: sources?.value };
}

async function entry(language: string, headwordKey: string) {
  const [row] = await t.db
    .select()
    .from(lexiconEntries)
    .where(and(eq(lexiconEntries.language, language), eq(lexiconEntries.headwordKey, headwordKey)));
  return row;
}

async function headwordsOfForm(language: string, formKey: string): Promise<string[]> {
  const rows = await t.db
    .select({ headword: lexiconEntries.headword })
    .from(lexiconForms)
    .innerJoin(lexiconEntries, eq(lexiconEntries.id, lexiconForms.entryId))
    .where(and(eq(lexiconForms.language, language), eq(lexiconForms.formKey, formKey)));
  return rows.map((row) => row.headword);
}

async function source(fileName: string) {
  const rows = await t.db.select().from(lexiconSources).where(eq(lexiconSources.fileName, fileName));
  return rows;
}

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'tolk-dictionaries-'));
  copyFileSync(fixture, path.join(directory, FIXTURE_NAME));
  t = await createTestApp({ dictionaries: { directory, wordNet: false } });
  await t.app.dictionaryImports.finished;
});
afterAll(async () => {
  await t.close();
});

describe('Wiktextract import', () => {
  it('imports the kaikki.org entries of Tolk languages with senses, examples, etymology, IPA and forms', async () => {
    const [row] = await source(FIXTURE_NAME);
    expect(row).toMatchObject({ format: 'wiktextract', status: 'imported', error: null });
    // house, maison, bok: the form-of entry 'houses', the Icelandic entry and the broken line are left out.
    expect(row?.entries).toBe(3);
    expect(row?.attribution.licence).toContain('CC BY-SA 3.0');

    const house = await entry('en', 'house');
    expect(house).toMatchObject({ headword: 'house', partOfSpeech: 'noun', ipa: 'haʊs' });
    expect(house?.etymology).toMatch(/^From Middle English hous/);
    expect(house?.senses).toEqual([
      {
        gloss: 'A structure built or serving as an abode of human beings.',
        examples: ["This is my house and my family's ancestral home."],
      },
      { gloss: 'A place of business; a company or organisation.', examples: ['a publishing house'] },
    ]);
    expect(await headwordsOfForm('en', 'houses')).toEqual(['house']);
    expect(await headwordsOfForm('en', 'en-noun')).toEqual([]);

    const maison = await entry('fr', 'maison');
    expect(maison).toMatchObject({ partOfSpeech: 'noun', ipa: 'mɛ.zɔ̃' });
    expect(maison?.senses[0]).toEqual({ gloss: 'house', examples: ['Il est rentré à la maison.'] });
    expect(await headwordsOfForm('fr', 'maisons')).toEqual(['maison']);

    // Bokmål (nb) is Tolk's Norwegian; a table's layout tag is no form.
    expect(await entry('no', 'bok')).toMatchObject({ headword: 'bok', ipa: 'buːk' });
    expect(await headwordsOfForm('no', 'bøkene')).toEqual(['bok']);
    expect(await headwordsOfForm('no', 'f1')).toEqual([]);
    expect(await entry('is', 'hús')).toBeUndefined();
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await rowCounts();
    const [sourceBefore] = await source(FIXTURE_NAME);
    await importAgain();
    expect(await rowCounts()).toEqual(before);
    const [sourceAfter] = await source(FIXTURE_NAME);
    expect(sourceAfter?.id).toBe(sourceBefore?.id);
  });

  it('replaces the rows of a file whose content changed', async () => {
    const [old] = await source(FIXTURE_NAME);
    const extra = {
      word: 'hus',
      lang: 'Norwegian Bokmål',
      lang_code: 'nb',
      pos: 'noun',
      senses: [{ glosses: ['house'] }],
      forms: [{ form: 'husene', tags: ['definite', 'plural'] }],
    };
    writeFileSync(path.join(directory, FIXTURE_NAME), `${readFileSync(fixture, 'utf8')}${JSON.stringify(extra)}\n`);
    await importAgain();

    const rows = await source(FIXTURE_NAME);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(old?.id);
    expect(rows[0]).toMatchObject({ status: 'imported', entries: 4 });
    expect(await rowCounts()).toMatchObject({ entries: 4, sources: 1 });
    expect(await headwordsOfForm('no', 'husene')).toEqual(['hus']);
    expect(await headwordsOfForm('en', 'houses')).toEqual(['house']);
  });

  it('marks a corrupt file failed, keeps none of its rows and imports the next file', async () => {
    const good = JSON.stringify({ word: 'casa', lang_code: 'es', pos: 'noun', senses: [{ glosses: ['house'] }] });
    // Sorted by name: the two broken files come before the good one.
    writeFileSync(path.join(directory, 'a-garbage.jsonl'), 'this is not\nJSON at all\n\u0000\u0001\n');
    const gzip = gzipSync(Buffer.from(`${good}\n`.repeat(2000)));
    writeFileSync(path.join(directory, 'b-truncated.jsonl.gz'), gzip.subarray(0, Math.floor(gzip.length / 2)));
    writeFileSync(path.join(directory, 'c-good.jsonl'), `${good}\n`);
    mkdirSync(path.join(directory, 'd-folder.jsonl'));
    writeFileSync(path.join(directory, 'notes.txt'), 'not a dictionary');
    await importAgain();

    const [garbage] = await source('a-garbage.jsonl');
    expect(garbage).toMatchObject({ status: 'failed', entries: 0 });
    expect(garbage?.error).toMatch(/Wiktextract/);
    const [truncated] = await source('b-truncated.jsonl.gz');
    expect(truncated).toMatchObject({ status: 'failed', entries: 0 });
    expect(truncated?.error).toMatch(/unexpected end of file/i);
    const truncatedRows = await t.db
      .select({ value: count() })
      .from(lexiconEntries)
      .where(eq(lexiconEntries.sourceId, truncated?.id ?? -1));
    expect(truncatedRows[0]?.value).toBe(0);
    expect(await source('c-good.jsonl')).toMatchObject([{ status: 'imported', entries: 1 }]);
    expect(await entry('es', 'casa')).toMatchObject({ headword: 'casa' });
    expect(await source('notes.txt')).toEqual([]);

    const admin = t.tokenFor(await t.createUser({ role: 'ADMIN' }));
    const response = await t.request({ method: 'GET', url: '/api/admin/health', token: admin });
    expect(response.statusCode).toBe(200);
    const { dictionaries } = response.json() as { dictionaries: { fileName: string; status: string }[] };
    expect(dictionaries.map(({ fileName, status }) => [fileName, status]).sort()).toEqual([
      ['a-garbage.jsonl', 'failed'],
      ['b-truncated.jsonl.gz', 'failed'],
      ['c-good.jsonl', 'imported'],
      [FIXTURE_NAME, 'imported'],
    ]);
  });

  it('imports a gzipped dump and takes the language from a kaikki.org file name', async () => {
    writeFileSync(path.join(directory, 'kaikki.org-dictionary-French.jsonl.gz'), gzipSync(readFileSync(fixture)));
    await importAgain();
    const [row] = await source('kaikki.org-dictionary-French.jsonl.gz');
    expect(row).toMatchObject({ status: 'imported', language: 'fr', entries: 3 });
  });
});
