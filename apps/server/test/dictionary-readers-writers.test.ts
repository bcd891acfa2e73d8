import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { lexiconEntries, lexiconForms, lexiconSources, wordFrequencies, wordLevels } from '../src/db/schema/dictionary';
import { writeLexicon } from '../src/domain/dictionary/lexicon-writer';
import { readCefrList } from '../src/domain/dictionary/readers/cefr-list-reader';
import { readFrequencyList } from '../src/domain/dictionary/readers/frequency-list-reader';
import { readVuizurTsv } from '../src/domain/dictionary/readers/vuizur-tsv-reader';
import { writeWordFrequencies, writeWordLevels } from '../src/domain/dictionary/word-rank-writer';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');

/** The first `count` items of a stream, then the extra ones: a slice of a real file, so tests stay quick. */
async function* slice<T>(items: AsyncIterable<T>, count: number, extra: T[] = []): AsyncIterable<T> {
  let taken = 0;
  for await (const item of items) {
    if (taken >= count) break;
    taken += 1;
    yield item;
  }
  yield* extra;
}

describe('the dictionary writers', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase(database.config);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  async function source(format: string, language: string | null): Promise<number> {
    const [row] = await handle.db
      .insert(lexiconSources)
      .values({
        format,
        language,
        fileName: `${format}-${Math.random()}`,
        contentHash: 'test',
        status: 'importing',
        attribution: { name: 'test', licence: 'CC-BY-SA', url: 'https://example.org' },
      })
      .returning({ id: lexiconSources.id });
    if (!row) throw new Error('no source row');
    return row.id;
  }

  it('stores a slice of a frequency list, each word once with its best rank', async () => {
    const sourceId = await source('frequency', 'no');
    const list = path.join(DATA, 'frequencywords-opensubtitles/2018/no_50k.txt');
    const progress: number[] = [];
    const written = await writeWordFrequencies({
      db: handle.db,
      sourceId,
      language: 'no',
      // 2,500 words: three batches; 'Jeg' again, later and worse, after the batch holding 'jeg'.
      words: slice(readFrequencyList(list), 2_500, [
        { word: 'Jeg', rank: 9_999 },
        { word: 'BOK', rank: 2 },
        { word: 'bok', rank: 3 },
        { word: '   ', rank: 4 },
      ]),
      onProgress: (count) => progress.push(count),
    });
    const rows = await handle.db.select().from(wordFrequencies).where(eq(wordFrequencies.sourceId, sourceId));
    const keys = new Set(['jeg', 'bok']);
    for await (const { word } of slice(readFrequencyList(list), 2_500)) keys.add(word.toLowerCase());
    expect(rows).toHaveLength(keys.size);
    const rankOf = (key: string) => rows.find((row) => row.wordKey === key)?.rank;
    expect(rankOf('jeg')).toBe(1);
    expect(rankOf('det')).toBe(2);
    expect(rankOf('bok')).toBe(2);
    expect(written).toBeGreaterThanOrEqual(rows.length);
    expect(progress.at(-1)).toBe(written);
    expect(progress.length).toBeGreaterThanOrEqual(3);
  });

  it("stores CEFR levels, each word at its easiest: 'house' A1 (noun) over C1 (verb)", async () => {
    const sourceId = await source('cefr', 'en');
    const cefr = path.join(DATA, 'cefr/olp-en-cefrj');
    // The C1/C2 list first, so the easier grade arrives in a later batch and must replace it.
    const octanove = await writeWordLevels({
      db: handle.db,
      sourceId,
      language: 'en',
      levels: readCefrList(path.join(cefr, 'octanove-vocabulary-profile-c1c2-1.0.csv')),
    });
    const levelOf = async (key: string) =>
      (
        await handle.db
          .select({ level: wordLevels.level })
          .from(wordLevels)
          .where(and(eq(wordLevels.sourceId, sourceId), eq(wordLevels.wordKey, key)))
      )[0]?.level;
    expect(octanove).toBeGreaterThan(1_500);
    expect(await levelOf('house')).toBe('C1');
    await writeWordLevels({
      db: handle.db,
      sourceId,
      language: 'en',
      levels: slice(readCefrList(path.join(cefr, 'cefrj-vocabulary-profile-1.5.csv')), 3_000, [
        { word: 'house', level: 'A1' },
        { word: 'House', level: 'B2' },
      ]),
    });
    expect(await levelOf('house')).toBe('A1');
    expect(await levelOf('a.m.')).toBe('A1');
    expect(await levelOf('am')).toBe('A1');
  });

  it('stores a slice of the Norwegian tab file, its forms leading to their headword', async () => {
    const sourceId = await source('vuizur-tsv', 'no');
    const records = readVuizurTsv(
      path.join(DATA, 'wiktionary-vuizur/Norwegian Bokmål-English Wiktionary dictionary.tsv'),
    );
    // 'bok' is past the first 1,200 records, so it is picked from the stream too.
    async function* withBok() {
      let taken = 0;
      for await (const record of records) {
        if (taken < 1_200 || record.headword === 'bok') yield record;
        if (record.headword === 'bok') return;
        taken += 1;
      }
    }
    const written = await writeLexicon({ db: handle.db, sourceId, language: 'no', records: withBok() });
    expect(written).toBeGreaterThan(1_200);
    const found = await handle.db
      .select({ headword: lexiconEntries.headword, senses: lexiconEntries.senses })
      .from(lexiconForms)
      .innerJoin(lexiconEntries, eq(lexiconEntries.id, lexiconForms.entryId))
      .where(and(eq(lexiconForms.language, 'no'), eq(lexiconForms.formKey, 'bøkene')));
    expect(found).toEqual([
      {
        headword: 'bok',
        senses: [
          { gloss: 'a book', examples: [] },
          { gloss: 'a beech (tree).', examples: [] },
        ],
      },
    ]);
  });
});
