import { DictionaryEntry } from '@tolk/contracts/dictionary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationMemory } from '../src/db/schema/translation';
import {
  type ApertiumServer,
  apertiumAvailable,
  apertiumEngines,
  startApertiumServer,
} from './support/apertium-server';
import { seedEnglish, seedNorwegian } from './support/dictionary-lexicon';
import { type FakeLibreTranslate, startFakeLibreTranslate } from './support/fakes/fake-libretranslate-server';
import { createTestApp, type TestApp } from './support/test-app';

const entryOf = async (t: TestApp, token: string, word: string, query: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/unified-dictionary/entry/${encodeURIComponent(word)}?${query}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return DictionaryEntry.parse(response.json());
};

describe.skipIf(!apertiumAvailable())('word translations through a real Apertium', () => {
  let t: TestApp;
  let apertium: ApertiumServer;
  let token: string;
  beforeAll(async () => {
    apertium = await startApertiumServer();
    t = await createTestApp(apertiumEngines(apertium));
    await seedEnglish(t.db);
    await seedNorwegian(t.db, ['hus']);
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t?.close();
    await apertium?.stop();
  });

  it('translates the headword into the interface language, remembering it', async () => {
    const entry = await entryOf(t, token, 'houses', 'language=en&interfaceLanguage=es');
    expect(entry.word).toBe('house');
    expect(entry.translations).toEqual([{ language: 'es', text: 'casa', source: 'translation' }]);
    // Apertium answers a lone word as a sentence ('Casa'); the memory keeps its answer, the entry the word's case.
    const remembered = await t.db.select().from(translationMemory).where(eq(translationMemory.engine, 'apertium'));
    expect(remembered).toMatchObject([{ sourceText: 'house', translation: 'Casa' }]);
    // The second look-up is answered from the memory, with the same translation.
    const again = await entryOf(t, token, 'house', 'language=en&interfaceLanguage=es');
    expect(again.translations).toEqual(entry.translations);
  });

  it('keeps the lexicon translations when Apertium does not serve the pair', async () => {
    // Apertium here has Norwegian → Swedish and Danish only, not Norwegian → Russian.
    const entry = await entryOf(t, token, 'huset', 'language=no&interfaceLanguage=ru');
    expect(entry.translations).toEqual([{ language: 'en', text: 'house', source: 'lexicon' }]);
  });
});

describe('word translations through LibreTranslate', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let token: string;
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({
      languages: [
        { code: 'nb', name: 'Norwegian', targets: ['ru', 'de'] },
        { code: 'en', name: 'English', targets: ['nb'] },
        { code: 'ru', name: 'Russian', targets: ['nb'] },
        { code: 'de', name: 'German', targets: ['nb'] },
      ],
    });
    libre.phrasebook.set('nb>ru:bok', 'книга');
    t = await createTestApp({
      engines: { translation: { order: ['libretranslate'], libretranslate: { url: libre.url } }, timeoutMs: 5_000 },
    });
    await seedNorwegian(t.db, ['bok', 'katt']);
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t?.close();
    await libre?.close();
  });

  it('asks for the headword, not the form clicked, and lists it before the English glosses', async () => {
    const entry = await entryOf(t, token, 'bøkene', 'language=no&interfaceLanguage=ru');
    expect(entry.translations).toEqual([
      { language: 'ru', text: 'книга', source: 'translation' },
      { language: 'en', text: 'book', source: 'lexicon' },
      { language: 'en', text: 'beech', source: 'lexicon' },
    ]);
    const asked = libre.requests
      .filter((request) => request.path === '/translate')
      .map((request) => JSON.parse(request.body));
    expect(asked).toEqual([expect.objectContaining({ q: 'bok', source: 'nb', target: 'ru' })]);
  });

  it('answers the entry without the translation when the engine fails', async () => {
    libre.override = { status: 500, json: { error: 'overloaded' } };
    try {
      const entry = await entryOf(t, token, 'katten', 'language=no&interfaceLanguage=de');
      expect(entry).toMatchObject({ word: 'katt', definitionList: ['a cat'] });
      expect(entry.translations).toEqual([{ language: 'en', text: 'cat', source: 'lexicon' }]);
    } finally {
      libre.override = undefined;
    }
  });

  it('asks no engine for English when the glosses are English', async () => {
    const before = libre.requests.length;
    const entry = await entryOf(t, token, 'bok', 'language=no&interfaceLanguage=en');
    expect(entry.translations[0]).toEqual({ language: 'en', text: 'book', source: 'lexicon' });
    expect(libre.requests.length).toBe(before);
  });
});
