import { VocabularyWordsResponse } from '@tolk/contracts/vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { studyWords } from '../../src/db/schema/study-words';
import { createTestApp, type TestApp } from '../support/test-app';

/** The study list for Anki: CSV with Anki's header lines, every word once across pages, FSRS state as answered. */

const EXPORT = '/api/unified-dictionary/export';
const MANY = 1_203;
let t: TestApp;
let ann: UserRow;
let token: string;

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let fieldText = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        fieldText += '"';
        index++;
      } else if (char === '"') quoted = false;
      else fieldText += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(fieldText);
      fieldText = '';
    } else if (char === '\n') {
      record.push(fieldText);
      records.push(record);
      record = [];
      fieldText = '';
    } else fieldText += char;
  }
  return records;
}

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.createUser();
  token = t.tokenFor(ann);
  const rows = Array.from({ length: MANY }, (_, index) => ({
    userId: ann.id,
    language: index % 2 ? 'no' : 'fr',
    word: `ord${index}`,
    wordKey: `ord${index}`,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await t.db.insert(studyWords).values(rows.slice(start, start + 500));
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function exported(query = '') {
  const response = await t.request({ method: 'GET', url: `${EXPORT}${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('export to Anki', () => {
  it('writes Anki’s header lines and a word added by hand with its fields, quoted where needed', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/unified-dictionary/words',
      token,
      payload: {
        word: 'hytte',
        language: 'no',
        translation: 'cabin, "hut"',
        translationLanguage: 'en',
        definition: 'a small house,\nin the mountains',
        topic: 'Travel plans',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const wrong = await t.request({
      method: 'POST',
      url: `/api/unified-dictionary/practice-result/${(added.json() as { word: { id: string } }).word.id}?isCorrect=false`,
      token,
    });
    expect(wrong.statusCode).toBe(200);

    const response = await exported('?language=no');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tolk-vocabulary-no.csv"');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 4)).toEqual(['#separator:Comma', '#html:false', '#notetype:Basic', '#deck:Tolk']);
    const columns = (lines[5] ?? '').replace('#columns:', '').split(',');
    expect(lines[4]).toBe(`#tags column:${columns.length}`);
    const records = parseCsv(lines.slice(6).join('\n'));
    const hytte = records.find((record) => record[0] === 'hytte');
    const at = (name: string) => hytte?.[columns.indexOf(name)];
    expect(at('Back')).toBe('cabin, "hut"');
    expect(at('Definition')).toBe('a small house,\nin the mountains');
    expect(at('Translation language')).toBe('en');
    expect(at('Topic')).toBe('Travel plans');
    expect(at('Tags')).toBe('tolk tolk::no Travel_plans');

    // The FSRS columns are the card as the list shows it after that wrong answer.
    const list = VocabularyWordsResponse.parse(
      (
        await t.request({ method: 'GET', url: '/api/unified-dictionary/vocabulary-words?language=no&limit=1', token })
      ).json(),
    );
    const card = list.words[0]?.card;
    expect(list.words[0]?.word).toBe('hytte');
    expect(at('FSRS state')).toBe(card?.state);
    expect(at('Due')).toBe(card?.due);
    expect(Number(at('Stability'))).toBe(card?.stability);
    expect(Number(at('FSRS difficulty'))).toBe(card?.difficulty);
    expect(Number(at('Reps'))).toBe(card?.reps);
    expect(Number(at('Lapses'))).toBe(card?.lapses);
    expect(at('Last review')).toBe(card?.lastReview);
    expect([at('Answers'), at('Correct answers')]).toEqual(['1', '0']);
  });

  it('streams every word exactly once across the pages it reads', async () => {
    const response = await exported();
    const records = parseCsv(response.body.split('\n').slice(6).join('\n'));
    const words = records.map((record) => record[0]);
    expect(words).toHaveLength(MANY + 1);
    expect(new Set(words).size).toBe(MANY + 1);
    expect(words.filter((word) => word?.startsWith('ord')).sort()).toEqual(
      Array.from({ length: MANY }, (_, index) => `ord${index}`).sort(),
    );
  });

  it('exports only one’s own words, for signed-in active users, as csv only', async () => {
    const other = await t.createUser();
    const response = await t.request({ method: 'GET', url: EXPORT, token: t.tokenFor(other) });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\n').slice(6).filter(Boolean)).toEqual([]);
    expect((await t.request({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${EXPORT}?format=apkg`, token })).statusCode).toBe(400);
  });
});
