import { DictionaryEntry, noDictionaryMessage } from '@tolk/contracts/dictionary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedWordDetails } from '../src/db/schema/dictionary';
import { studyWords } from '../src/db/schema/study-words';
import { parseVuizurTsvLine } from '../src/domain/dictionary/readers/vuizur-tsv-reader';
import { nbTsv, seedLexicon, seedNorwegian, vuizurLines } from './support/dictionary-lexicon';
import { type ChatCompletionBody, type FakeOpenAi, startFakeOpenAi } from './support/fakes/fake-openai-server';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What the look-up adds to the open data: a chat model's answer where the data is silent (asked
 * only for what is missing, cached per word and interface language, marked as generated), and
 * pronunciation from eSpeak NG and the Japanese analyser where the dictionary has no IPA.
 */

const MODEL = 'llama3.1:8b';

/** The fields the look-up asked the model for: the properties of the JSON schema it sent. */
function askedFields(body: ChatCompletionBody): string[] {
  const format = body.response_format as { json_schema?: { schema?: { properties?: Record<string, unknown> } } };
  return Object.keys(format.json_schema?.schema?.properties ?? {}).filter((field) => field !== 'recognised');
}

/** A model that knows 'bok' and 'gato', and answers only the fields it was asked for. */
function modelAnswer(userText: string, body: ChatCompletionBody): string {
  const { word } = JSON.parse(userText) as { word: string };
  const known: Record<string, Record<string, unknown>> = {
    bok: { examples: ['Jeg leser en bok.'], etymology: 'From Old Norse bók.', definitions: [], gloss: null },
    gato: { examples: ['El gato duerme.'], etymology: null, definitions: ['cat (the animal)'], gloss: 'cat' },
  };
  const answer = known[word];
  const fields = askedFields(body);
  const reply: Record<string, unknown> = { recognised: answer !== undefined };
  for (const field of fields) {
    reply[field] = answer?.[field] ?? (field === 'examples' || field === 'definitions' ? [] : null);
  }
  return JSON.stringify(reply);
}

let t: TestApp;
let bare: TestApp;
let openai: FakeOpenAi;
let token: string;
let bareToken: string;

const chatRequests = () => openai.requests.filter((request) => request.path === '/v1/chat/completions');
const lookUp = (app: TestApp, word: string, query: string, as: string) =>
  app.request({ method: 'GET', url: `/api/unified-dictionary/entry/${encodeURIComponent(word)}?${query}`, token: as });
async function entryOf(app: TestApp, word: string, query: string, as: string): Promise<DictionaryEntry> {
  const response = await lookUp(app, word, query, as);
  expect(response.statusCode, response.body).toBe(200);
  return DictionaryEntry.parse(response.json());
}

beforeAll(async () => {
  openai = await startFakeOpenAi({ apiKey: 'sk-chat', models: [MODEL] });
  openai.content = modelAnswer;
  t = await createTestApp({
    engines: { chat: { openai: { baseUrl: openai.baseUrl, apiKey: 'sk-chat', model: MODEL } } },
  });
  bare = await createTestApp();
  for (const app of [t, bare]) {
    await seedNorwegian(app.db, ['bok', 'hus']);
    // 'katt' as the Wiktionary line has it, without a transcription: eSpeak NG supplies one.
    const katt = (await vuizurLines(nbTsv(), ['katt'])).flatMap(parseVuizurTsvLine);
    await seedLexicon(app.db, {
      language: 'no',
      format: 'vuizur-tsv',
      fileName: 'katt.tsv',
      records: katt.map((record) => ({ ...record, ipa: null })),
    });
  }
  token = t.tokenFor(await t.createUser());
  bareToken = bare.tokenFor(await bare.createUser());
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await openai.close();
});

describe('gaps filled by the chat model', () => {
  it('asks only for what the open data lacks, for the headword, and marks what it wrote', async () => {
    const before = chatRequests().length;
    const entry = await entryOf(t, 'bøkene', 'language=no&interfaceLanguage=en', token);
    expect(entry.word).toBe('bok');
    // The dictionary's own glosses stay; the model wrote the examples and the etymology.
    expect(entry.definitionList).toContain('a book');
    expect(entry.exampleList).toEqual(['Jeg leser en bok.']);
    expect(entry.etymology).toBe('From Old Norse bók.');
    expect(entry.generated).toEqual({ fields: ['examples', 'etymology'], model: MODEL });

    const sent = chatRequests().slice(before);
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]?.body ?? '{}') as ChatCompletionBody;
    expect(body.model).toBe(MODEL);
    expect(askedFields(body).sort()).toEqual(['etymology', 'examples']);
    const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    expect(JSON.parse(user)).toMatchObject({ word: 'bok', language: 'Norwegian Bokmål' });
  });

  it('answers the next look-up of the word from the database, without a model call', async () => {
    const before = chatRequests().length;
    const other = t.tokenFor(await t.createUser());
    const entry = await entryOf(t, 'bok', 'language=no&interfaceLanguage=en', other);
    expect(entry.generated).toEqual({ fields: ['examples', 'etymology'], model: MODEL });
    expect(chatRequests().length).toBe(before);
    const cached = await t.db.select().from(generatedWordDetails).where(eq(generatedWordDetails.wordKey, 'bok'));
    expect(cached).toHaveLength(1);
  });

  it('shows a word no dictionary has when the model defines it, marked as generated', async () => {
    const entry = await entryOf(t, 'gato', 'language=es&interfaceLanguage=en', token);
    expect(entry.word).toBe('gato');
    expect(entry.definitionList).toEqual(['cat (the animal)']);
    expect(entry.exampleList).toEqual(['El gato duerme.']);
    expect(entry.etymology).toBeNull();
    expect(entry.translations).toContainEqual({ language: 'en', text: 'cat', source: 'generated' });
    expect(entry.generated?.fields).toEqual(['definitions', 'examples', 'translation']);
    expect(entry.sources).toEqual([]);
  });

  it('answers 404 and adds nothing when neither the data nor the model knows the word (no Spanish dictionary here)', async () => {
    const user = await t.createUser();
    const response = await lookUp(t, 'flurbix', 'language=es&interfaceLanguage=en', t.tokenFor(user));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_DICTIONARY', error: noDictionaryMessage('Spanish') });
    expect(await t.db.select().from(studyWords).where(eq(studyWords.userId, user.id))).toEqual([]);
  });

  it('serves the open data alone when the model fails', async () => {
    openai.override = { status: 500, json: { error: { message: 'overloaded', type: 'server_error' } } };
    try {
      const entry = await entryOf(t, 'hus', 'language=no&interfaceLanguage=en', token);
      expect(entry.word).toBe('hus');
      expect(entry.definitionList.length).toBeGreaterThan(0);
      expect(entry.generated).toBeNull();
    } finally {
      openai.override = undefined;
    }
  });

  it('writes nothing as generated when no chat model is configured', async () => {
    const entry = await entryOf(bare, 'bok', 'language=no&interfaceLanguage=en', bareToken);
    expect(entry.generated).toBeNull();
    expect(entry.exampleList).toEqual([]);
    const missing = await lookUp(bare, 'gato', 'language=es&interfaceLanguage=en', bareToken);
    expect(missing.statusCode).toBe(404);
  });
});

describe('pronunciation completed offline', () => {
  it("keeps the dictionary's IPA where it has one", async () => {
    const entry = await entryOf(bare, 'bok', 'language=no', bareToken);
    expect(entry.pronunciationDetails.ipaSource).toBe('lexicon');
    expect(entry.pronunciationDetails.ipa).toBeTruthy();
    // The call list's entry has the pronunciation as text.
    expect(entry.pronunciation).toBe(`/${entry.pronunciationDetails.ipa}/`);
  });

  it('transcribes with eSpeak NG where the dictionary has none', async () => {
    const entry = await entryOf(bare, 'katt', 'language=no', bareToken);
    expect(entry.pronunciationDetails.ipaSource).toBe('espeak');
    // eSpeak's Norwegian: a k, a vowel and a t, with the stress mark before the vowel.
    expect(entry.pronunciationDetails.ipa).toMatch(/^k.*ˈ.*[aɑ].*t/u);
    expect(entry.pronunciationDetails.furigana).toBeNull();
  });

  it('gives a Japanese word its reading and furigana', async () => {
    await seedLexicon(bare.db, {
      language: 'ja',
      format: 'wiktextract',
      fileName: 'ja.jsonl',
      records: [
        {
          headword: '今日',
          partOfSpeech: 'noun',
          senses: [{ gloss: 'today; this day', examples: [] }],
          etymology: null,
          ipa: null,
          forms: [],
        },
      ],
    });
    const entry = await entryOf(bare, '今日', 'language=ja', bareToken);
    expect(entry.pronunciationDetails.reading).toBe('きょう');
    expect(entry.pronunciationDetails.furigana).toEqual([{ text: '今日', reading: 'きょう' }]);
    expect(entry.pronunciationDetails.ipa).toBeTruthy();
    expect(entry.pronunciationDetails.ipaSource).toBe('espeak');
    expect(entry.pronunciation).toBe(`きょう /${entry.pronunciationDetails.ipa}/`);
  });
});
