import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { difficultyLevel } from '../src/domain/dictionary/difficulty-level';
import { cefrFileLanguage, type LevelledWord, readCefrList } from '../src/domain/dictionary/readers/cefr-list-reader';
import {
  frequencyFileLanguage,
  preferredFrequencyFiles,
  type RankedWord,
  readFrequencyList,
} from '../src/domain/dictionary/readers/frequency-list-reader';

const DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
const FREQUENCY = path.join(DATA, 'frequencywords-opensubtitles');
const CEFR = path.join(DATA, 'cefr/olp-en-cefrj');

async function collect<T>(items: AsyncIterable<T>, limit = Number.POSITIVE_INFINITY): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
    if (all.length >= limit) break;
  }
  return all;
}

describe('the frequency list reader', () => {
  it('reads the Norwegian list in order, ranks from 1', async () => {
    const words: RankedWord[] = await collect(readFrequencyList(path.join(FREQUENCY, '2018/no_50k.txt')));
    expect(words).toHaveLength(50_000);
    expect(words.slice(0, 3)).toEqual([
      { word: 'jeg', rank: 1 },
      { word: 'det', rank: 2 },
      { word: 'er', rank: 3 },
    ]);
    expect(words.at(-1)?.rank).toBe(50_000);
    expect(words.every((word, index) => word.rank === index + 1)).toBe(true);
  });

  it('reads scripts without spaces (Japanese, Thai)', async () => {
    const japanese = await collect(readFrequencyList(path.join(FREQUENCY, '2016/ja_50k.txt')), 5);
    expect(japanese.map((word) => word.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(japanese.every((word) => /^\p{L}+$/u.test(word.word))).toBe(true);
    const thai = await collect(readFrequencyList(path.join(FREQUENCY, '2018/th_50k.txt')), 5);
    expect(thai.every((word) => /\p{Script=Thai}/u.test(word.word))).toBe(true);
  });

  it('skips malformed lines and keeps the others at their line numbers', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'tolk-frequency-')), 'en_50k.txt');
    await writeFile(file, `\uFEFFyou 100\n\nno count here\nNew York 7\r\n${'x'.repeat(10_000)} 3\nthe 2\n`);
    expect(await collect(readFrequencyList(file))).toEqual([
      { word: 'you', rank: 1 },
      { word: 'New York', rank: 4 },
      { word: 'the', rank: 6 },
    ]);
  });

  it.each([
    ['no_50k.txt', 'no'],
    ['2018/en_full.txt', 'en'],
    ['zh_cn_50k.txt', 'zh'],
    ['pt_br_50k.txt', 'pt'],
    ['zh_tw_50k.txt', null],
    ['sr_50k.txt', null],
    ['no_top.txt', null],
    ['README.md', null],
  ])('%s is %s', (fileName, language) => {
    expect(frequencyFileLanguage(fileName)).toBe(language);
  });

  it('names a language for every list of the shared data but Traditional Chinese, and prefers one file each', async () => {
    const files = [...(await readdir(path.join(FREQUENCY, '2018'))), ...(await readdir(path.join(FREQUENCY, '2016')))];
    expect(files.filter((name) => frequencyFileLanguage(name) === null)).toEqual(['zh_tw_50k.txt']);
    const preferred = preferredFrequencyFiles(files);
    expect(preferred.size).toBe(20);
    expect(preferred.get('pt')).toBe('pt_50k.txt');
    expect(preferred.get('ja')).toBe('ja_50k.txt');
    expect(preferredFrequencyFiles(['pt_br_50k.txt', 'hi_full.txt']).get('pt')).toBe('pt_br_50k.txt');
    expect(preferredFrequencyFiles(['hi_full.txt']).get('hi')).toBe('hi_full.txt');
  });
});

describe('the CEFR list reader', () => {
  it("reads CEFR-J: 'house' A1, and a headword of several spellings as each", async () => {
    const words: LevelledWord[] = await collect(readCefrList(path.join(CEFR, 'cefrj-vocabulary-profile-1.5.csv')));
    expect(words.filter((word) => word.word === 'house')).toEqual([{ word: 'house', level: 'A1' }]);
    // The file's second row, 'a.m./A.M./am/AM'.
    expect(words.slice(1, 5)).toEqual(['a.m.', 'A.M.', 'am', 'AM'].map((word) => ({ word, level: 'A1' })));
    expect(words.find((word) => word.word === 'air conditioning')).toBeDefined();
    expect(new Set(words.map((word) => word.level))).toEqual(new Set(['A1', 'A2', 'B1', 'B2']));
  });

  it('reads the Octanove C1/C2 list', async () => {
    const words = await collect(readCefrList(path.join(CEFR, 'octanove-vocabulary-profile-c1c2-1.0.csv')));
    expect(words).toContainEqual({ word: 'house', level: 'C1' });
    expect(new Set(words.map((word) => word.level))).toEqual(new Set(['C1', 'C2']));
  });

  it('skips rows without a known level, and quoted cells read whole', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'tolk-cefr-')), 'list.csv');
    await writeFile(
      file,
      'headword,pos,CEFR,notes\nhello,interjection,a1,\nthing,noun,Z9,\n"well, then",phrase,B2,"a, b"\n,noun,A2,\n',
    );
    expect(await collect(readCefrList(file))).toEqual([
      { word: 'hello', level: 'A1' },
      { word: 'well, then', level: 'B2' },
    ]);
  });

  it('fails on a file without the headword and CEFR columns', async () => {
    await expect(collect(readCefrList(path.join(CEFR, 'cefrj-grammar-profile-20180315.csv')))).rejects.toThrow(
      /not a CEFR vocabulary list/u,
    );
  });

  it('knows the English lists by name', () => {
    expect(cefrFileLanguage('cefrj-vocabulary-profile-1.5.csv')).toBe('en');
    expect(cefrFileLanguage('/x/octanove-vocabulary-profile-c1c2-1.0.csv')).toBe('en');
    expect(cefrFileLanguage('cefrj-grammar-profile-20180315.csv')).toBeNull();
  });
});

describe('difficultyLevel', () => {
  it('takes the CEFR level first', () => {
    expect(difficultyLevel({ rank: 40_000, cefr: 'A1' })).toBe('BEGINNER');
    expect(difficultyLevel({ rank: 1, cefr: 'A2' })).toBe('BEGINNER');
    expect(difficultyLevel({ rank: null, cefr: 'B1' })).toBe('INTERMEDIATE');
    expect(difficultyLevel({ rank: null, cefr: 'B2' })).toBe('ADVANCED');
    expect(difficultyLevel({ rank: null, cefr: 'C1' })).toBe('ADVANCED');
    expect(difficultyLevel({ rank: 5, cefr: 'C2' })).toBe('EXPERT');
  });

  it('else the frequency rank, at the bounds', () => {
    expect(difficultyLevel({ rank: 1, cefr: null })).toBe('BEGINNER');
    expect(difficultyLevel({ rank: 3_000, cefr: null })).toBe('BEGINNER');
    expect(difficultyLevel({ rank: 3_001, cefr: null })).toBe('INTERMEDIATE');
    expect(difficultyLevel({ rank: 6_000, cefr: undefined })).toBe('INTERMEDIATE');
    expect(difficultyLevel({ rank: 6_001, cefr: null })).toBe('ADVANCED');
    expect(difficultyLevel({ rank: 30_000, cefr: null })).toBe('ADVANCED');
    expect(difficultyLevel({ rank: 30_001, cefr: null })).toBe('EXPERT');
  });

  it('is null when nothing is known, and EXPERT for a word missing from its language’s list', () => {
    expect(difficultyLevel({ rank: null, cefr: null })).toBeNull();
    expect(difficultyLevel({ rank: undefined, cefr: undefined, languageHasFrequencyList: false })).toBeNull();
    expect(difficultyLevel({ rank: null, cefr: null, languageHasFrequencyList: true })).toBe('EXPERT');
  });

  it('agrees with the CEFR-J grade within one level for most English words graded by both', async () => {
    const ranks = new Map<string, number>();
    for await (const { word, rank } of readFrequencyList(path.join(FREQUENCY, '2018/en_50k.txt'))) {
      if (!ranks.has(word)) ranks.set(word, rank);
    }
    const order = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'];
    let graded = 0;
    let withinOne = 0;
    for await (const { word, level } of readCefrList(path.join(CEFR, 'cefrj-vocabulary-profile-1.5.csv'))) {
      const byRank = difficultyLevel({
        rank: ranks.get(word.toLowerCase()),
        cefr: null,
        languageHasFrequencyList: true,
      });
      const byCefr = difficultyLevel({ rank: null, cefr: level });
      graded += 1;
      if (Math.abs(order.indexOf(byRank ?? '') - order.indexOf(byCefr ?? '')) <= 1) withinOne += 1;
    }
    expect(graded).toBeGreaterThan(7_000);
    expect(withinOne / graded).toBeGreaterThan(0.85);
  });
});
