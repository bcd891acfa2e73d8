import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import {
  CheckStudyingResponse,
  DictionaryEntry,
  DictionarySourcesResponse,
  LANGUAGE_COUNTS_HEADER,
  noDictionaryMessage,
  readLanguageCounts,
  StudiedWordsResponse,
  UserWordsResponse,
  WORD_NOT_FOUND_MESSAGE,
  WORD_RULE_MESSAGE,
} from '@tolk/contracts/dictionary';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/accounts';
import { studyWords } from '../src/db/schema/study-words';
import { difficultyLevel } from '../src/domain/dictionary/difficulty-level';
import { dictionarySetupHint } from '../src/domain/dictionary/has-dictionary';
import { wordKey } from '../src/domain/dictionary/word-key';
import {
  ipaDict,
  noFrequencies,
  seedEnglish,
  seedFrequencies,
  seedNorwegian,
  WIKTIONARY_ATTRIBUTION,
} from './support/dictionary-lexicon';
import { headerText, readLinkPage } from './support/link-pages';
import { sharedDataPath } from './support/shared-data';
import { createTestApp, type TestApp } from './support/test-app';

/** Real Wiktionary lines (nb → English): 'bok|bøker|boken|bokene|bøkene|…', 'sår' (a headword and a form of 'se'). */
const NORWEGIAN = ['abbedi', 'bok', 'hus', 'katt', 'like', 'se', 'så', 'sår', 'bord', 'spise', 'være', 'god'];

let t: TestApp;
let ann: UserRow;
let bo: UserRow;
let annToken: string;
let boToken: string;
/** Ranks as the OpenSubtitles list gives them: the line number of the word's first appearance. */
const ranks = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  await seedNorwegian(t.db, NORWEGIAN);
  await seedEnglish(t.db);
  await seedFrequencies(t.db, { language: 'no', file: noFrequencies() });
  let line = 0;
  for await (const text of readline.createInterface({ input: createReadStream(noFrequencies(), 'utf8') })) {
    line += 1;
    const key = wordKey(text.split(' ')[0] ?? '');
    if (!ranks.has(key)) ranks.set(key, line);
  }
  ann = await t.createUser();
  bo = await t.createUser();
  annToken = t.tokenFor(ann);
  boToken = t.tokenFor(bo);
});
afterAll(() => t.close());

const entryUrl = (word: string, query: string) => `/api/unified-dictionary/entry/${encodeURIComponent(word)}?${query}`;
const lookUp = (word: string, query = 'language=no', token = annToken) =>
  t.request({ method: 'GET', url: entryUrl(word, query), token });
async function entryOf(word: string, query = 'language=no', token = annToken): Promise<DictionaryEntry> {
  const response = await lookUp(word, query, token);
  expect(response.statusCode, response.body).toBe(200);
  return DictionaryEntry.parse(response.json());
}
const studyRows = (user: UserRow) => t.db.select().from(studyWords).where(eq(studyWords.userId, user.id));
const checkStudying = async (word: string, token: string, language = 'no') => {
  const response = await t.request({
    method: 'GET',
    url: `/api/unified-dictionary/check-studying/${encodeURIComponent(word)}?language=${language}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return CheckStudyingResponse.parse(response.json()).isStudying;
};

describe('GET /api/unified-dictionary/entry/{word}', () => {
  it('answers a headword with its part of speech, glosses, IPA, rank, level and source, and adds it once', async () => {
    const ipa = await ipaDict(sharedDataPath('ipa-dict', 'nb.txt'), ['hus']);
    const first = await entryOf('hus');
    const rank = ranks.get('hus') ?? null;
    expect(rank).not.toBeNull();
    expect(first).toMatchObject({
      word: 'hus',
      lookedUp: 'hus',
      language: 'no',
      partOfSpeech: 'noun',
      definitions: '["a house"]',
      definitionList: ['a house'],
      senses: [{ partOfSpeech: 'noun', gloss: 'a house', examples: [] }],
      pronunciation: `/${ipa.get('hus')}/`,
      pronunciationDetails: { ipa: ipa.get('hus'), ipaSource: 'lexicon', reading: null, furigana: null },
      translations: [{ language: 'en', text: 'house', source: 'lexicon' }],
      frequencyRank: rank,
      difficultyLevel: difficultyLevel({ rank, cefr: null, languageHasFrequencyList: true }),
      cefrLevel: null,
      generated: null,
      sources: [WIKTIONARY_ATTRIBUTION],
      viewCount: 1,
      isStudying: true,
      addedToStudyList: true,
    });
    expect(Date.parse(first.lastViewedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const again = await entryOf('Hus');
    expect(again).toMatchObject({ id: first.id, word: 'hus', lookedUp: 'Hus', viewCount: 2, addedToStudyList: false });
    const rows = await studyRows(ann);
    expect(rows.filter((row) => row.wordKey === 'hus')).toEqual([
      expect.objectContaining({ id: first.id, word: 'hus', language: 'no', viewCount: 2 }),
    ]);
  });

  it("finds the headword through an inflected form: 'bøkene' is 'bok — book'", async () => {
    const entry = await entryOf('bøkene');
    expect(entry).toMatchObject({
      word: 'bok',
      lookedUp: 'bøkene',
      partOfSpeech: 'noun',
      definitionList: ['a book', 'a beech (tree).'],
      frequencyRank: ranks.get('bok'),
      addedToStudyList: true,
    });
    expect(entry.translations[0]).toEqual({ language: 'en', text: 'book', source: 'lexicon' });
    // The study list holds the headword, not the form clicked.
    expect((await studyRows(ann)).map((row) => row.wordKey)).toContain('bok');
    expect((await studyRows(ann)).map((row) => row.wordKey)).not.toContain('bøkene');
  });

  it('answers a word the frequency list lacks as rare, and its gloss without labels as the translation', async () => {
    expect(ranks.has('abbedi')).toBe(false);
    const entry = await entryOf('abbediet');
    expect(entry).toMatchObject({
      word: 'abbedi',
      definitionList: ['(Christianity) an abbey (monastery headed by an abbot)'],
      translations: [{ language: 'en', text: 'abbey', source: 'lexicon' }],
      frequencyRank: null,
      difficultyLevel: difficultyLevel({ rank: null, cefr: null, languageHasFrequencyList: true }),
    });
    expect(entry.difficultyLevel).not.toBeNull();
  });

  it('merges the parts of speech of one headword, the one naming the clicked form first', async () => {
    const like = await entryOf('like');
    expect(like.senses.map((sense) => [sense.partOfSpeech, sense.gloss])).toEqual([
      ['verb', 'to like'],
      ['adv', 'as, equally'],
    ]);
    expect(like.partOfSpeech).toBe('verb');
    const sore = await entryOf('sår');
    // 'sår' is a headword (sore, a wound) and a form of 'se' and 'så': the headword wins.
    expect(sore).toMatchObject({ word: 'sår', partOfSpeech: 'adj', definitionList: ['sore', 'a wound'] });
  });

  it("prefers the more frequent headword when a form belongs to several: 'sådde' is 'så', not 'se'", async () => {
    expect(ranks.get('så')).toBeLessThan(ranks.get('se') ?? 0);
    const entry = await entryOf('sådde');
    expect(entry).toMatchObject({ word: 'så', frequencyRank: ranks.get('så') });
    expect(entry.definitionList).toEqual(['so', 'as', 'to sow (scatter, disperse, or plant seeds)']);
    // A decomposed 'å' (as some files and keyboards write it) is the same word.
    expect((await entryOf('sa\u030Adde')).id).toBe(entry.id);
  });

  it('answers an English word with WordNet definitions and examples, and no translation into English', async () => {
    const entry = await entryOf('houses', 'language=en&interfaceLanguage=en');
    expect(entry).toMatchObject({
      word: 'house',
      partOfSpeech: 'noun',
      definitionList: ['a dwelling that serves as living quarters for one or more families', 'contain or cover'],
      exampleList: [
        'he has a house on Cape Cod',
        'she felt she had to get out of the house',
        'This box houses the gears',
      ],
      pronunciation: '/ˈhaʊs/',
      pronunciationDetails: { ipa: 'ˈhaʊs', ipaSource: 'lexicon' },
      translations: [],
      frequencyRank: null,
      difficultyLevel: null,
    });
    expect(entry.sources.map((source) => source.name)).toEqual(['WordNet 3.1, Princeton University']);
    // 'saw' is a headword and a form of 'see': the exact headword wins.
    expect((await entryOf('saw', 'language=en')).word).toBe('saw');
    expect((await entryOf('seen', 'language=en')).word).toBe('see');
  });

  it('keeps the lexicon translations when no engine translates into the interface language', async () => {
    const entry = await entryOf('katt', 'language=no&interfaceLanguage=ru');
    expect(entry.translations).toEqual([{ language: 'en', text: 'cat', source: 'lexicon' }]);
  });

  it('answers 404 with the message when no source knows the word, and adds nothing', async () => {
    const before = await studyRows(ann);
    const response = await lookUp('qwertyzz', 'language=no');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', error: WORD_NOT_FOUND_MESSAGE });
    expect(await studyRows(ann)).toEqual(before);
  });

  it('says no dictionary of the language is installed, still 404, and tells administrators where to install one', async () => {
    const before = await studyRows(ann);
    for (const word of ['bok', 'hus']) {
      const response = await lookUp(word, 'language=fi');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NO_DICTIONARY', error: noDictionaryMessage('Finnish') });
    }
    expect(await studyRows(ann)).toEqual(before);
    const admin = await t.createUser({ role: 'ADMIN' });
    const forAdmin = await lookUp('bok', 'language=fi', t.tokenFor(admin));
    expect(forAdmin.statusCode).toBe(404);
    expect(forAdmin.json().error).toBe(`${noDictionaryMessage('Finnish')} ${dictionarySetupHint('fi')}`);
  });

  it.each([
    ['one character', 'b'],
    ['digits only', '1234'],
    ['no letter', '!?-'],
    ['51 characters', 'a'.repeat(51)],
    ['only spaces', '   '],
  ])('refuses %s with 400 and the rule', async (_what, word) => {
    const before = await studyRows(ann);
    const response = await lookUp(word);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: WORD_RULE_MESSAGE });
    expect(await studyRows(ann)).toEqual(before);
  });

  it('accepts 50 characters and refuses an unknown language or interface language', async () => {
    for (const word of ['a'.repeat(50), 'я'.repeat(50), '日本'.repeat(25)]) {
      const response = await lookUp(word);
      expect(response.statusCode, word).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', error: WORD_NOT_FOUND_MESSAGE });
    }
    const long = await lookUp('я'.repeat(51));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: WORD_RULE_MESSAGE });
    const language = await lookUp('hus', 'language=xx');
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ error: 'Language not supported' });
    const missing = await lookUp('hus', '');
    expect(missing.statusCode).toBe(400);
    const ui = await lookUp('hus', 'language=no&interfaceLanguage=sv');
    expect(ui.statusCode).toBe(400);
    expect(ui.json()).toMatchObject({ error: 'Interface language not supported' });
  });

  it('makes one study entry of concurrent first look-ups of one word, counting every view', async () => {
    const carl = await t.createUser();
    const token = t.tokenFor(carl);
    const entries = await Promise.all(Array.from({ length: 10 }, () => entryOf('katten', 'language=no', token)));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(1);
    expect(entries.filter((entry) => entry.addedToStudyList)).toHaveLength(1);
    expect(entries.map((entry) => entry.viewCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await studyRows(carl);
    expect(rows).toEqual([expect.objectContaining({ word: 'katt', wordKey: 'katt', language: 'no', viewCount: 10 })]);
  });
});

describe('study lists are per learner', () => {
  it("check-studying answers through forms and only for the learner's own list", async () => {
    await entryOf('spiser');
    expect(await checkStudying('spise', annToken)).toBe(true);
    expect(await checkStudying('spiste', annToken)).toBe(true);
    expect(await checkStudying('Spist', annToken)).toBe(true);
    expect(await checkStudying('spise', boToken)).toBe(false);
    expect(await checkStudying('spise', annToken, 'da')).toBe(false);
    expect(await checkStudying('bord', annToken)).toBe(false);
    const invalid = await t.request({
      method: 'GET',
      url: '/api/unified-dictionary/check-studying/7?language=no',
      token: annToken,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: WORD_RULE_MESSAGE });
  });

  it('studied-words answers which words of a text are studied, as lowercase keys', async () => {
    await entryOf('god');
    const ask = (words: string[], token = annToken) =>
      t.request({
        method: 'POST',
        url: '/api/unified-dictionary/studied-words',
        token,
        payload: { language: 'no', words },
      });
    const response = await ask(['Bøkene', 'er', 'gode', 'og', 'bordet', 'spiste', '123', '', 'x', 'Bøkene']);
    expect(response.statusCode, response.body).toBe(200);
    expect(StudiedWordsResponse.parse(response.json()).studied).toEqual(['bøkene', 'gode', 'spiste']);
    const other = await ask(['Bøkene', 'gode'], boToken);
    expect(StudiedWordsResponse.parse(other.json()).studied).toEqual([]);
    const tooMany = await ask(Array.from({ length: 301 }, (_, i) => `ord${i}`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'At most 300 words at once' });
  });

  it('user-words pages the list as an array grouped per language, with totals in headers', async () => {
    const dana = await t.createUser();
    const token = t.tokenFor(dana);
    for (const [word, language] of [
      ['bok', 'no'],
      ['house', 'en'],
      ['hus', 'no'],
      ['katt', 'no'],
      ['books', 'en'],
    ] as const) {
      await entryOf(word, `language=${language}`, token);
    }
    await entryOf('bøker', 'language=no', token); // a second view: no new word
    const page = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/unified-dictionary/user-words?${query}`, token });
      expect(response.statusCode, response.body).toBe(200);
      return {
        ...readLinkPage(response, UserWordsResponse),
        totals: readLanguageCounts(headerText(response, LANGUAGE_COUNTS_HEADER)),
      };
    };
    const first = await page('limit=2');
    // Grouped per language (codes in lowercase, alphabetical), alphabetical within a language.
    expect(first.items).toEqual([
      expect.objectContaining({ word: 'book', language: 'en', partOfSpeech: 'noun', viewCount: 1 }),
      expect.objectContaining({ word: 'house', language: 'en' }),
    ]);
    expect(first.totals).toEqual([
      { language: 'en', count: 2 },
      { language: 'no', count: 3 },
    ]);
    expect(first.total).toBe(5);
    const words: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      words.push(...next.items.map((word) => `${word.language}:${word.word}`));
      cursor = next.nextCursor;
    } while (cursor);
    expect(words).toEqual(['en:book', 'en:house', 'no:bok', 'no:hus', 'no:katt']);
    const norwegian = await page('language=no');
    expect(norwegian.items).toEqual(['bok', 'hus', 'katt'].map((word) => expect.objectContaining({ word })));
    expect(norwegian.items[0]).toMatchObject({ word: 'bok', viewCount: 2, gloss: 'a book' });
    expect(norwegian.items.find((word) => word.word === 'katt')).toMatchObject({
      partOfSpeech: 'noun',
      gloss: 'a cat',
    });
    expect(norwegian.totals).toEqual([{ language: 'no', count: 3 }]);
    // Nobody else's words.
    const bos = await t.request({ method: 'GET', url: '/api/unified-dictionary/user-words', token: boToken });
    expect(readLinkPage(bos, UserWordsResponse)).toEqual({ items: [], nextCursor: null, total: 0 });
    const broken = await t.request({
      method: 'GET',
      url: '/api/unified-dictionary/user-words?cursor=nonsense',
      token,
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /api/unified-dictionary/audio/{id}', () => {
  it("speaks the learner's own word as MP3, and is 404 for another learner's or an unknown id", async () => {
    const entry = await entryOf('katt');
    const audio = await t.request({
      method: 'GET',
      url: `/api/unified-dictionary/audio/${entry.id}?language=no`,
      token: annToken,
    });
    expect(audio.statusCode, audio.body).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.length).toBeGreaterThan(500);
    const again = await t.request({ method: 'GET', url: `/api/unified-dictionary/audio/${entry.id}`, token: annToken });
    expect(again.rawPayload).toEqual(audio.rawPayload);

    for (const [id, token] of [
      [entry.id, boToken],
      ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', annToken],
    ] as const) {
      const response = await t.request({ method: 'GET', url: `/api/unified-dictionary/audio/${id}`, token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', error: 'Word not found' });
    }
    const invalid = await t.request({ method: 'GET', url: '/api/unified-dictionary/audio/katt', token: annToken });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'Word id must be a UUID' });
  });
});

describe('GET /api/unified-dictionary/sources', () => {
  it('lists the imported dictionaries and lists with their attribution', async () => {
    const response = await t.request({ method: 'GET', url: '/api/unified-dictionary/sources', token: annToken });
    expect(response.statusCode, response.body).toBe(200);
    const { imports } = DictionarySourcesResponse.parse(response.json());
    expect(imports.map((source) => [source.format, source.language, source.status])).toEqual([
      ['vuizur-tsv', 'no', 'imported'],
      ['wordnet', 'en', 'imported'],
      ['frequency', 'no', 'imported'],
    ]);
    expect(imports[0]).toMatchObject({ source: WIKTIONARY_ATTRIBUTION, entries: 0, error: null });
  });
});

describe('who may use the dictionary', () => {
  const routes = (id: string) => [
    ['GET', entryUrl('hus', 'language=no')],
    ['GET', '/api/unified-dictionary/check-studying/hus?language=no'],
    ['POST', '/api/unified-dictionary/studied-words'],
    ['GET', '/api/unified-dictionary/user-words'],
    ['GET', `/api/unified-dictionary/audio/${id}`],
    ['GET', '/api/unified-dictionary/sources'],
  ];

  it('refuses anonymous callers with 401 and PENDING or BLOCKED learners with 403, adding nothing', async () => {
    const entry = await entryOf('hus');
    const pending = await t.createUser({ status: 'PENDING' });
    const blocked = await t.createUser({ status: 'BLOCKED' });
    for (const [method, url] of routes(entry.id)) {
      const payload = method === 'POST' ? { language: 'no', words: ['hus'] } : undefined;
      const anonymous = await t.request({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, url).toBe(401);
      for (const [user, code] of [
        [pending, 'ACCOUNT_PENDING'],
        [blocked, 'ACCOUNT_BLOCKED'],
      ] as const) {
        const response = await t.request({ method: method as 'GET', url, payload, token: t.tokenFor(user) });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code });
      }
    }
    const rows = await t.db
      .select()
      .from(studyWords)
      .where(and(eq(studyWords.userId, pending.id), eq(studyWords.language, 'no')));
    expect(rows).toEqual([]);
  });
});
