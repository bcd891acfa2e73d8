import { DictionaryEntry } from '@tolk/contracts/dictionary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNorwegian } from './support/dictionary-lexicon';
import { type FakeLibreTranslate, startFakeLibreTranslate } from './support/fakes/fake-libretranslate-server';
import { type FakeOpenAi, startFakeOpenAi } from './support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A look-up of a new word asks engines (a translation into the interface language, a chat model
 * for what the open data lacks): it counts once against the learner's engine budget, the same one
 * every engine route spends. Past it the entry still answers with its open data and names what is
 * pending; it never makes a model call.
 */

const MODEL = 'llama3.1:8b';
const BUDGET = 3;
const WORDS = ['bok', 'hus', 'katt', 'hund', 'dag', 'bil'];

describe('the dictionary look-up and the engine budget', () => {
  let t: TestApp;
  let libre: FakeLibreTranslate;
  let openai: FakeOpenAi;
  let token: string;
  const translationCalls = () => libre.requests.filter((request) => request.path === '/translate').length;
  const chatCalls = () => openai.requests.filter((request) => request.path === '/v1/chat/completions').length;
  const engineCalls = () => translationCalls() + chatCalls();

  beforeAll(async () => {
    libre = await startFakeLibreTranslate({
      languages: [
        { code: 'nb', name: 'Norwegian', targets: ['ru'] },
        { code: 'ru', name: 'Russian', targets: ['nb'] },
      ],
    });
    for (const word of WORDS) libre.phrasebook.set(`nb>ru:${word}`, `${word} (ru)`);
    openai = await startFakeOpenAi({ apiKey: 'sk-chat', models: [MODEL] });
    // The model does not know the words: an answer, cached, that adds nothing.
    openai.content = () =>
      JSON.stringify({ recognised: false, definitions: [], examples: [], etymology: null, gloss: null });
    t = await createTestApp({
      engineCallsPerMinute: BUDGET,
      engines: {
        translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
        chat: { openai: { baseUrl: openai.baseUrl, apiKey: 'sk-chat', model: MODEL } },
        timeoutMs: 5_000,
      },
    });
    await seedNorwegian(t.db, WORDS);
    token = t.tokenFor(await t.createUser());
  });
  afterAll(async () => {
    await t?.close();
    await libre?.close();
    await openai?.close();
  });

  it('counts each new word once; past the budget the open data answers and the rest is pending', async () => {
    const entries: DictionaryEntry[] = [];
    for (const word of WORDS) {
      const response = await t.request({
        method: 'GET',
        url: `/api/unified-dictionary/entry/${word}?language=no&interfaceLanguage=ru`,
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      entries.push(DictionaryEntry.parse(response.json()));
    }
    const [charged, past] = [entries.slice(0, BUDGET), entries.slice(BUDGET)];
    for (const entry of charged) expect(entry.pending).toBeUndefined();
    for (const entry of past) {
      expect(entry.pending).toEqual(['translations', 'generated']);
      // The open data is all there: the word, its English glosses.
      expect(entry.definitions.length).toBeGreaterThan(0);
      expect(entry.translations.every((translation) => translation.source === 'lexicon')).toBe(true);
    }
    // One translation and one model call per charged word, none past the budget.
    expect({ translations: translationCalls(), chat: chatCalls() }).toEqual({ translations: BUDGET, chat: BUDGET });
  });

  it('spends the budget every engine route spends', async () => {
    const translated = await t.request({
      method: 'POST',
      url: '/api/text-translate',
      token,
      payload: { text: 'Hei', direction: 'no-ru' },
    });
    expect(translated.statusCode, translated.body).toBe(429);
  });

  it('asks no engine and charges nothing for a word already answered', async () => {
    const other = t.tokenFor(await t.createUser());
    const before = engineCalls();
    for (let i = 0; i < BUDGET + 2; i++) {
      const response = await t.request({
        method: 'GET',
        url: '/api/unified-dictionary/entry/bok?language=no&interfaceLanguage=ru',
        token: other,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(DictionaryEntry.parse(response.json()).pending).toBeUndefined();
    }
    expect(engineCalls()).toBe(before);
  });
});
