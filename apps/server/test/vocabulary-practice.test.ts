import { VocabularyWordsResponse, WordsDueForReviewResponse } from '@tolk/contracts/vocabulary';
import { PracticeWordsResponse } from '@tolk/contracts/vocabulary-practice';
import { AddVocabularyWordResponse } from '@tolk/contracts/vocabulary-words';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema/accounts';
import { vocabularyReviewLogs } from '../src/db/schema/vocabulary';
import { reviewWord } from '../src/domain/study-words/review-word';
import { seedNorwegian } from './support/dictionary-lexicon';
import { type FakeLibreTranslate, startFakeLibreTranslate } from './support/fakes/fake-libretranslate-server';
import { createTestApp, type TestApp } from './support/test-app';
import { addWord } from './support/vocabulary';

const DAY = 86_400_000;

let t: TestApp;
let libre: FakeLibreTranslate;
let ann: UserRow;
let token: string;
/** Ann's words by headword. */
const ids = new Map<string, string>();

async function lookUp(word: string, as = token): Promise<string> {
  const response = await t.request({
    method: 'GET',
    url: `/api/unified-dictionary/entry/${word}?language=no`,
    token: as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

/** An answer given `daysAgo` days ago, through the domain with its own clock. */
const answeredAgo = (id: string, isCorrect: boolean, daysAgo: number, userId = ann.id) =>
  reviewWord({
    db: t.db,
    userId,
    studyWordId: id,
    answer: { isCorrect },
    source: 'typed',
    now: new Date(Date.now() - daysAgo * DAY),
  });

async function get<T>(url: string, schema: { parse(value: unknown): T }, as = token): Promise<T> {
  const response = await t.request({ method: 'GET', url, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

beforeAll(async () => {
  libre = await startFakeLibreTranslate({
    languages: [
      { code: 'nb', name: 'Norwegian', targets: ['ru'] },
      { code: 'ru', name: 'Russian', targets: ['nb'] },
    ],
  });
  libre.phrasebook.set('nb>ru:eple', 'Яблоко');
  t = await createTestApp({
    engines: {
      translation: { order: ['libretranslate'], libretranslate: { url: libre.url } },
      timeoutMs: 5_000,
      // The stand-in fails the words it has no translation for: no circuit cooldown between them.
      cooldownMs: 1,
    },
  });
  await seedNorwegian(t.db, ['hus', 'bok', 'katt', 'bord']);
  ann = await t.createUser();
  token = t.tokenFor(ann);
  // Clicked in this order, then one added by hand: the new words' order is the order they joined the list.
  for (const word of ['hus', 'bok', 'katt', 'bord']) ids.set(word, await lookUp(word));
  ids.set(
    'vindu',
    (await addWord(t, token, { word: 'vindu', language: 'no', translation: 'window', translationLanguage: 'en' })).id,
  );
  // 'hus' learned ten days ago (due again by now), 'bok' missed yesterday (due since a minute after).
  await answeredAgo(ids.get('hus') ?? '', true, 10);
  await answeredAgo(ids.get('hus') ?? '', true, 10 - 1 / 144);
  await answeredAgo(ids.get('bok') ?? '', false, 1);
});
afterAll(async () => {
  await t?.close();
  await libre?.close();
});

describe('GET practice-words', () => {
  it('serves due words first, most overdue first, then new ones oldest first, each with its answer', async () => {
    const page = await get('/api/unified-dictionary/practice-words?targetLanguage=en', PracticeWordsResponse);
    expect(page).toMatchObject({ dueCount: 2, newCount: 3, untranslatable: 0 });
    expect(page.words.map((word) => [word.word, word.kind, word.expected, word.expectedSource])).toEqual([
      ['hus', 'due', 'house', 'lexicon'],
      ['bok', 'due', 'book', 'lexicon'],
      ['katt', 'new', 'cat', 'lexicon'],
      ['bord', 'new', 'table', 'lexicon'],
      ['vindu', 'new', 'window', 'hand'],
    ]);
    const bok = page.words[1];
    expect(bok).toMatchObject({
      language: 'no',
      targetLanguage: 'en',
      acceptedAnswers: ['book', 'beech'],
      partOfSpeech: 'noun',
      audioUrl: `/api/unified-dictionary/audio/${ids.get('bok')}?language=no`,
    });
    expect(bok?.card.state).toBe('learning');
  });

  it('stops at the limit (10 by default, as the spec loads)', async () => {
    const page = await get('/api/unified-dictionary/practice-words?targetLanguage=en&limit=3', PracticeWordsResponse);
    expect(page.words.map((word) => word.word)).toEqual(['hus', 'bok', 'katt']);
  });

  it('answers from the English glosses (or the learner’s English) when none is in the target language, saying so, without an engine', async () => {
    const before = libre.requests.length;
    const page = await get(
      '/api/unified-dictionary/practice-words?sourceLanguage=no&targetLanguage=ru',
      PracticeWordsResponse,
    );
    expect(page.words.map((word) => [word.word, word.expected, word.expectedSource, word.answerLanguage])).toEqual([
      ['hus', 'house', 'lexicon', 'en'],
      ['bok', 'book', 'lexicon', 'en'],
      ['katt', 'cat', 'lexicon', 'en'],
      ['bord', 'table', 'lexicon', 'en'],
      ['vindu', 'window', 'hand', 'en'],
    ]);
    expect(page.untranslatable).toBe(0);
    expect(libre.requests.length).toBe(before);
  });

  it('asks the translation engine (memory first) for a word no lexicon knows, and leaves out what it cannot translate', async () => {
    const bo = await t.createUser();
    const boToken = t.tokenFor(bo);
    await addWord(t, boToken, { word: 'eple', language: 'no' });
    await addWord(t, boToken, { word: 'fisk', language: 'no' });
    const before = libre.requests.filter((request) => request.path === '/translate').length;
    const url = '/api/unified-dictionary/practice-words?sourceLanguage=no&targetLanguage=ru';
    const page = await get(url, PracticeWordsResponse, boToken);
    expect(page.words.map((word) => [word.word, word.expected, word.expectedSource, word.answerLanguage])).toEqual([
      ['eple', 'яблоко', 'translation', 'ru'],
    ]);
    expect(page.untranslatable).toBe(1);
    const asked = libre.requests
      .filter((request) => request.path === '/translate')
      .slice(before)
      .map((request) => JSON.parse(request.body) as { q: string; source: string; target: string });
    expect(asked.map((request) => request.q)).toEqual(expect.arrayContaining(['eple', 'fisk']));
    expect(asked.every((request) => request.source === 'nb' && request.target === 'ru')).toBe(true);
    // The translation memory answers the second session: 'eple' is not asked again.
    const second = await get(url, PracticeWordsResponse, boToken);
    expect(second.words.map((word) => word.expected)).toEqual(['яблоко']);
    const again = libre.requests.filter((request) => request.path === '/translate').slice(before + asked.length);
    expect(again.map((request) => (JSON.parse(request.body) as { q: string }).q)).not.toContain('eple');
  });

  it('skips words already in the target language: nothing to practise', async () => {
    const page = await get('/api/unified-dictionary/practice-words?targetLanguage=no', PracticeWordsResponse);
    expect(page).toMatchObject({ words: [], dueCount: 0, newCount: 0, untranslatable: 0 });
  });

  it('answers 503 when no engine can give any answer, naming what to configure to an administrator', async () => {
    const bare = await createTestApp();
    try {
      const user = await bare.createUser({ role: 'ADMIN' });
      const bareToken = bare.tokenFor(user);
      await addWord(bare, bareToken, { word: 'vindu', language: 'no' });
      const response = await bare.request({
        method: 'GET',
        url: '/api/unified-dictionary/practice-words?targetLanguage=de',
        token: bareToken,
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'ENGINE_UNAVAILABLE' });
      expect((response.json() as { error: string }).error).toMatch(/Configure a translation engine/);
    } finally {
      await bare.close();
    }
  });

  it('refuses a missing or unknown target language and an out-of-range limit', async () => {
    for (const query of ['', '?targetLanguage=xx', '?targetLanguage=en&limit=0', '?targetLanguage=en&limit=51']) {
      const response = await t.request({ method: 'GET', url: `/api/unified-dictionary/practice-words${query}`, token });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET words-due-for-review', () => {
  it('pages the due cards by cursor, most overdue first, and never shows another learner', async () => {
    const first = await get('/api/unified-dictionary/words-due-for-review?limit=1', WordsDueForReviewResponse);
    expect(first.words.map((word) => word.word)).toEqual(['hus']);
    expect(first.totalDue).toBe(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await get(
      `/api/unified-dictionary/words-due-for-review?limit=1&cursor=${first.nextCursor}`,
      WordsDueForReviewResponse,
    );
    expect(second.words.map((word) => word.word)).toEqual(['bok']);
    expect(second.nextCursor).toBeNull();
    expect(Date.parse(first.words[0]?.nextReviewAt ?? '')).toBeLessThanOrEqual(Date.now());

    const bo = await t.createUser();
    const bosWords = await get(
      '/api/unified-dictionary/words-due-for-review',
      WordsDueForReviewResponse,
      t.tokenFor(bo),
    );
    expect(bosWords).toMatchObject({ words: [], totalDue: 0, nextCursor: null });
  });

  it('refuses a cursor it did not write', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/unified-dictionary/words-due-for-review?cursor=bm90LWEtY3Vyc29y',
      token,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the study list with labels, adding and removing words', () => {
  it('labels each word with its translation, definition, difficulty, reviews, accuracy, streak and next review', async () => {
    const list = await get('/api/unified-dictionary/vocabulary-words', VocabularyWordsResponse);
    expect(list.total).toBe(5);
    const byWord = new Map(list.words.map((word) => [word.word, word]));
    expect(list.words.map((word) => word.word)).toEqual(['vindu', 'bord', 'katt', 'bok', 'hus']);
    expect(byWord.get('hus')).toMatchObject({
      translation: { language: 'en', text: 'house', source: 'lexicon' },
      definition: 'a house',
      partOfSpeech: 'noun',
      origin: 'lookup',
      reviewCount: 2,
      correctCount: 2,
      accuracy: 1,
      streak: 2,
    });
    expect(byWord.get('bok')).toMatchObject({ reviewCount: 1, accuracy: 0, streak: 0 });
    expect(byWord.get('katt')).toMatchObject({ reviewCount: 0, accuracy: null, lastReviewedAt: null });
    expect(byWord.get('katt')?.nextReviewAt).toBe(byWord.get('katt')?.createdAt);
    expect(byWord.get('vindu')).toMatchObject({
      origin: 'hand',
      translation: { language: 'en', text: 'window', source: 'hand' },
      definition: null,
    });
  });

  it('adds a word once: 201 with what the learner gave it, then 200 replacing those fields', async () => {
    const body = {
      word: ' Stol ',
      language: 'no',
      translation: 'chair',
      translationLanguage: 'en',
      definition: 'a seat with a back',
      example: 'Sett deg på stolen.',
      topic: 'Home',
      difficultyLevel: 'BEGINNER',
    } as const;
    const created = await t.request({ method: 'POST', url: '/api/unified-dictionary/words', token, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const first = AddVocabularyWordResponse.parse(created.json());
    expect(first).toMatchObject({
      created: true,
      word: {
        word: 'Stol',
        language: 'no',
        translation: { language: 'en', text: 'chair', source: 'hand' },
        definition: 'a seat with a back',
        example: 'Sett deg på stolen.',
        topic: 'Home',
        difficultyLevel: 'BEGINNER',
        origin: 'hand',
        card: { state: 'new' },
      },
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/unified-dictionary/words',
      token,
      payload: { word: 'stol', language: 'no', topic: 'Furniture' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(AddVocabularyWordResponse.parse(again.json())).toMatchObject({
      created: false,
      word: { id: first.word.id, word: 'Stol', topic: 'Furniture', translation: null, origin: 'hand' },
    });
  });

  it('refuses a translation without its language and a word the click rule refuses', async () => {
    for (const payload of [
      { word: 'stol', language: 'no', translation: 'chair' },
      { word: '1234', language: 'no' },
      { word: 'x', language: 'no' },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/unified-dictionary/words', token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("removes the learner's own word, keeps its answers in the logs, and answers 404 for another's", async () => {
    const bo = await t.createUser();
    const bosWord = await addWord(t, t.tokenFor(bo), { word: 'lampe', language: 'no' });
    const theirs = await t.request({ method: 'DELETE', url: `/api/unified-dictionary/words/${bosWord.id}`, token });
    expect(theirs.statusCode).toBe(404);

    const word = await addWord(t, token, { word: 'lampe', language: 'no' });
    await answeredAgo(word.id, true, 0);
    const logsBefore = await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.userId, ann.id));
    const removed = await t.request({ method: 'DELETE', url: `/api/unified-dictionary/words/${word.id}`, token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, changes: { studyList: ['no'], cards: ['no'] } });
    const list = await get('/api/unified-dictionary/vocabulary-words?limit=100', VocabularyWordsResponse);
    expect(list.words.map((listed) => listed.id)).not.toContain(word.id);
    const logsAfter = await t.db.select().from(vocabularyReviewLogs).where(eq(vocabularyReviewLogs.userId, ann.id));
    expect(logsAfter).toHaveLength(logsBefore.length);
    expect(await t.db.select().from(vocabularyReviewLogs).where(isNull(vocabularyReviewLogs.studyWordId))).toHaveLength(
      1,
    );
    const gone = await t.request({ method: 'DELETE', url: `/api/unified-dictionary/words/${word.id}`, token });
    expect(gone.statusCode).toBe(404);
    // Bo's word is still his.
    const bos = await get('/api/unified-dictionary/vocabulary-words', VocabularyWordsResponse, t.tokenFor(bo));
    expect(bos.words.map((listed) => listed.id)).toEqual([bosWord.id]);
  });
});

describe('GET vocabulary-words pages', () => {
  it('walks a learner’s list by cursor, newest first, in all languages and in one, never another’s words', async () => {
    const learner = await t.createUser();
    const own = t.tokenFor(learner);
    const added: { id: string; language: string }[] = [];
    for (const [index, language] of (['no', 'sv', 'no', 'no', 'sv', 'no', 'no'] as const).entries()) {
      added.push({ id: (await addWord(t, own, { word: `side${index}`, language })).id, language });
    }
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: VocabularyWordsResponse = await get(
          `/api/unified-dictionary/vocabulary-words?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`,
          VocabularyWordsResponse,
          own,
        );
        seen.push(...page.words.map((word) => word.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      return { seen, pages };
    };
    const all = await walk('');
    expect(all.seen).toEqual(added.map((word) => word.id).reverse());
    expect(all.pages).toBe(4);
    const norwegian = await walk('&language=no');
    expect(norwegian.seen).toEqual(
      added
        .filter((word) => word.language === 'no')
        .map((word) => word.id)
        .reverse(),
    );
    expect(norwegian.pages).toBe(3);
  });
});
