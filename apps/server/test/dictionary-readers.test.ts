import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { LexiconRecord } from '../src/domain/dictionary/lexicon-record';
import { readStarDict } from '../src/domain/dictionary/readers/stardict-reader';
import { vuizurFileLanguage } from '../src/domain/dictionary/readers/vuizur-file-language';
import { MAX_TSV_LINE_CHARS, readVuizurTsv } from '../src/domain/dictionary/readers/vuizur-tsv-reader';
import { sharedDataPath } from './support/shared-data';
import { idxEntry, synEntry, tarGz } from './support/stardict-archive';

/** The open data of ../shared/data (README there): tests read it in place, the product never bundles it. */
const VUIZUR = sharedDataPath('wiktionary-vuizur');
const tsv = (language: string) => path.join(VUIZUR, `${language}-English Wiktionary dictionary.tsv`);
const stardict = (language: string) => path.join(VUIZUR, `${language}-English Wiktionary dictionary stardict.tar.gz`);

async function collect(records: AsyncIterable<LexiconRecord>, limit = Number.POSITIVE_INFINITY) {
  const all: LexiconRecord[] = [];
  for await (const record of records) {
    all.push(record);
    if (all.length >= limit) break;
  }
  return all;
}

/** A record as compared across formats: forms in a fixed order (the .syn sorts them, the TSV does not). */
const comparable = (record: LexiconRecord) => ({ ...record, forms: [...record.forms].sort() });

describe('the Vuizur tab file reader', () => {
  it("reads the whole Norwegian file, 'bok' a noun with its glosses and inflected forms", async () => {
    const records = await collect(readVuizurTsv(tsv('Norwegian Bokmål')));
    const lines = (await readFile(tsv('Norwegian Bokmål'), 'utf8')).split('\n').filter(Boolean).length;
    // One record per part of speech: at least one per line.
    expect(records.length).toBeGreaterThanOrEqual(lines);
    const bok = records.filter((record) => record.headword === 'bok');
    expect(bok).toHaveLength(1);
    expect(bok[0]).toMatchObject({ partOfSpeech: 'noun', etymology: null, ipa: null });
    expect(bok[0]?.senses.map((sense) => sense.gloss)).toEqual(['a book', 'a beech (tree).']);
    expect(bok[0]?.forms).toEqual(expect.arrayContaining(['bøkene', 'bøker', 'boka']));
    expect(bok[0]?.forms).not.toContain('bok');
    // Every gloss is plain text.
    expect(records.flatMap((record) => record.senses).filter((sense) => /[<>]/u.test(sense.gloss))).toEqual([]);
  });

  it('gives a headword with two parts of speech as two records, each with the forms', async () => {
    const danish: LexiconRecord[] = [];
    for await (const record of readVuizurTsv(tsv('Danish'))) if (record.headword === 'A') danish.push(record);
    expect(danish.map((record) => record.partOfSpeech)).toEqual(['character', 'noun']);
    for (const record of danish) {
      expect(record.senses[0]?.gloss).toBe('The first letter of the Danish alphabet, written in the Latin script.');
      expect(record.forms).toContain("A'et");
    }
  });

  it('decodes entities, strips tags, skips malformed lines and lines past the bound', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tolk-tsv-'));
    const file = path.join(folder, 'Norwegian Bokmål-English Wiktionary dictionary.tsv');
    const lines = [
      'hus|huset|husene|link=link=\t<i>noun</i><br><ol><li>a <b>house</b> &amp; home</li><li>a &lt;case&gt;</li></ol>',
      'no tab on this line',
      '\t<i>noun</i><br><ol><li>no headword</li></ol>',
      'tom\t<i>adj</i><br><ol></ol>',
      `lang\t<i>noun</i><br><ol><li>${'x'.repeat(MAX_TSV_LINE_CHARS + 10)}</li></ol>`,
      'Gamble & Prain\t<i>name</i><br><ol><li>Gamble & Prain</li></ol>\r',
    ];
    await writeFile(file, `${lines.join('\n')}\n`);
    const records = await collect(readVuizurTsv(file));
    expect(records).toEqual([
      {
        headword: 'hus',
        partOfSpeech: 'noun',
        senses: [
          { gloss: 'a house & home', examples: [] },
          { gloss: 'a <case>', examples: [] },
        ],
        etymology: null,
        ipa: null,
        forms: ['huset', 'husene'],
      },
      {
        headword: 'Gamble & Prain',
        partOfSpeech: 'name',
        senses: [{ gloss: 'Gamble & Prain', examples: [] }],
        etymology: null,
        ipa: null,
        forms: [],
      },
    ]);
  });

  it('fails on a missing file', async () => {
    await expect(collect(readVuizurTsv(path.join(VUIZUR, 'no such file.tsv')))).rejects.toThrow(/ENOENT/u);
  });
});

describe('the StarDict reader', () => {
  it('reads the Norwegian archive exactly as the Norwegian tab file', async () => {
    const fromTsv = (await collect(readVuizurTsv(tsv('Norwegian Bokmål')))).map(comparable);
    const fromStarDict = (await collect(readStarDict(stardict('Norwegian Bokmål')))).map(comparable);
    const key = (record: LexiconRecord) => `${record.headword}\u0000${record.partOfSpeech}`;
    const byKey = (records: LexiconRecord[]) => new Map(records.map((record) => [key(record), record]));
    expect(fromStarDict.length).toBe(fromTsv.length);
    expect(byKey(fromStarDict)).toEqual(byKey(fromTsv));
    expect(fromStarDict.find((record) => record.headword === 'bok')?.forms).toContain('bøkene');
  });

  it("reads the French archive: 'maison' a noun, 'house', and an adjective", async () => {
    const maison: LexiconRecord[] = [];
    for await (const record of readStarDict(stardict('French'))) if (record.headword === 'maison') maison.push(record);
    expect(maison.map((record) => record.partOfSpeech)).toEqual(['noun', 'adj']);
    expect(maison[0]?.senses).toEqual([{ gloss: 'house', examples: [] }]);
    expect(maison[0]?.forms).toEqual(['maisons']);
  });

  it.each([
    ['Mandarin', /\p{Script=Han}|[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/u],
    ['Arabic', /\p{Script=Arabic}/u],
    ['Thai', /\p{Script=Thai}/u],
    ['Korean', /\p{Script=Hangul}/u],
    ['Hindi', /\p{Script=Devanagari}/u],
    ['Turkish', /\p{L}/u],
    ['Portuguese', /\p{L}/u],
    ['Danish', /\p{L}/u],
  ])('reads the %s archive', async (language, script) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tolk-stardict-test-'));
    let withScript = 0;
    let read = 0;
    for await (const record of readStarDict(stardict(language), { tempDir: folder })) {
      read += 1;
      expect(record.senses.length).toBeGreaterThan(0);
      expect(record.senses.every((sense) => sense.gloss.length > 0 && !/[<>]/u.test(sense.gloss))).toBe(true);
      if (script.test(record.headword) || record.forms.some((form) => script.test(form))) withScript += 1;
      if (read === 2000) break;
    }
    expect(read).toBe(2000);
    expect(withScript).toBeGreaterThan(0);
    // Stopping early still removes the unpacked definitions.
    expect(await readdir(folder)).toEqual([]);
  });

  it('skips an entry whose definition lies outside the file, and takes plain-text and phonetic fields', async () => {
    const dict = Buffer.from('/haʊs/\0a house\nhome', 'utf8');
    const idx = Buffer.concat([idxEntry('broken', 1000, 10), idxEntry('house', 0, dict.length)]);
    const syn = Buffer.concat([synEntry('houses', 1), synEntry('nowhere', 7)]);
    const archive = await tarGz({
      'x/x.ifo': `StarDict's dict ifo file\nversion=3.0.0\nwordcount=2\nsynwordcount=2\nidxfilesize=${idx.length}\nsametypesequence=tm\n`,
      'x/x.idx': idx,
      'x/x.syn': syn,
      'x/x.dict.dz': await promisify(gzip)(dict),
    });
    expect(await collect(readStarDict(archive))).toEqual([
      {
        headword: 'house',
        partOfSpeech: null,
        senses: [
          { gloss: 'a house', examples: [] },
          { gloss: 'home', examples: [] },
        ],
        etymology: null,
        ipa: 'haʊs',
        forms: ['houses'],
      },
    ]);
  });

  it('fails on an archive without an index, and on one cut short', async () => {
    const noIndex = await tarGz({ 'x/x.ifo': "StarDict's dict ifo file\nwordcount=0\n", 'x/x.dict': '' });
    await expect(collect(readStarDict(noIndex))).rejects.toThrow(/no \.idx/u);
    const whole = await readFile(stardict('Danish'));
    const cut = path.join(await mkdtemp(path.join(os.tmpdir(), 'tolk-cut-')), 'cut.tar.gz');
    await writeFile(cut, whole.subarray(0, whole.length / 2));
    await expect(collect(readStarDict(cut))).rejects.toThrow();
  });
});

describe('the language of a Vuizur file', () => {
  it.each([
    ['Norwegian Bokmål-English Wiktionary dictionary.tsv', 'no'],
    ['Norwegian Bokmål-English Wiktionary dictionary.tsv'.normalize('NFD'), 'no'],
    ['/data/dictionaries/French-English Wiktionary dictionary stardict.tar.gz', 'fr'],
    ['Mandarin-English Wiktionary dictionary stardict.tar.gz', 'zh'],
    ['Arabic-English Wiktionary dictionary stardict.tar.gz', 'ar'],
    ['Danish-English Wiktionary dictionary.tsv', 'da'],
    ['Hindi-English Wiktionary dictionary stardict.tar.gz', 'hi'],
    ['Korean-English Wiktionary dictionary stardict.tar.gz', 'ko'],
    ['Portuguese-English Wiktionary dictionary stardict.tar.gz', 'pt'],
    ['Thai-English Wiktionary dictionary.tsv', 'th'],
    ['Turkish-English Wiktionary dictionary stardict.tar.gz', 'tr'],
    ['Russian-English Wiktionary dictionary.tsv', 'ru'],
    ['Japanese-English Wiktionary dictionary.tsv', 'ja'],
    ['Finnish-English Wiktionary dictionary stardict.tar.gz', 'fi'],
    ['Norwegian Nynorsk-English Wiktionary dictionary.tsv', null],
    ['Latin-English Wiktionary dictionary.tsv', null],
    ['README.md', null],
  ])('%s → %s', (fileName, language) => {
    expect(vuizurFileLanguage(fileName)).toBe(language);
  });

  it('knows every file of the shared data', async () => {
    const files = (await readdir(VUIZUR)).filter((name) => name.endsWith('.tsv') || name.endsWith('.tar.gz'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => vuizurFileLanguage(name) === null)).toEqual([]);
  });
});
