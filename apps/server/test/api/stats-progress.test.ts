import { RECENT_ACTIVITY_LIMIT, UserProgressResponse } from '@tolk/contracts/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/accounts';
import { audioTracks } from '../../src/db/schema/audio-tracks';
import { phrases } from '../../src/db/schema/phrases';
import { practiceSessions } from '../../src/db/schema/stats';
import { translationCounts } from '../../src/db/schema/translation';
import { audioTrackClient } from '../support/audio-tracks';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ago = (ms: number) => new Date(Date.now() - ms);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function progressOf(user: UserRow) {
  const response = await t.request({ method: 'GET', url: '/api/user/stats/progress', token: t.tokenFor(user) });
  expect(response.statusCode, response.body).toBe(200);
  return UserProgressResponse.parse(response.json()).progress;
}

const insertPhrase = (user: UserRow, from: string, to: string, original: string, translated: string, at: Date) =>
  t.db.insert(phrases).values({
    userId: user.id,
    originalText: original,
    translatedText: translated,
    sourceLanguage: from,
    targetLanguage: to,
    createdAt: at,
  });

describe('GET /api/user/stats/progress', () => {
  it('is empty for a user who has done nothing', async () => {
    expect(await progressOf(await t.createUser())).toEqual({ languages: [], recentActivity: [] });
  });

  it('needs a signed-in active user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/stats/progress' })).statusCode).toBe(401);
    const pending = await t.createUser({ status: 'PENDING' });
    const response = await t.request({ method: 'GET', url: '/api/user/stats/progress', token: t.tokenFor(pending) });
    expect(response.statusCode).toBe(403);
  });

  it('counts phrases, distinct words and translations per language, of the user only', async () => {
    const learner = await t.createUser();
    const stranger = await t.createUser();
    const client = audioTrackClient(t, t.tokenFor(learner));
    await client.savePhrase({
      text: 'God morgen',
      translation: 'Good morning',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    await client.savePhrase({
      text: 'God natt!',
      translation: 'Good night!',
      sourceLanguage: 'no',
      targetLanguage: 'en',
    });
    await client.savePhrase({ text: 'Takk', translation: 'Спасибо', sourceLanguage: 'no', targetLanguage: 'ru' });
    // Japanese is written without spaces: 私は学生です is 私 / は / 学生 / です.
    await client.savePhrase({
      text: 'I am a student',
      translation: '私は学生です',
      sourceLanguage: 'en',
      targetLanguage: 'ja',
    });
    // Counted in memory and not yet written: the route flushes them before reading.
    for (const [from, to] of [
      ['no', 'en'],
      ['no', 'en'],
      ['en', 'ru'],
    ] as const) {
      t.app.translationCounter.record({ userId: learner.id, from, to, kind: 'text' });
    }
    // Nobody else's rows count.
    await insertPhrase(stranger, 'no', 'en', 'Hei hei', 'Hi hi', new Date());
    await insertPhrase(stranger, 'de', 'fr', 'Hallo', 'Salut', new Date());
    await t.db.insert(translationCounts).values({
      userId: stranger.id,
      day: dayOf(new Date()),
      sourceLanguage: 'en',
      targetLanguage: 'es',
      kind: 'text',
      count: 50,
      lastAt: new Date(),
    });

    const { languages } = await progressOf(learner);
    expect(languages).toEqual([
      // Most phrases first, then most translations.
      // good, morning, night + i, am, a, student
      {
        language: 'en',
        phrases: 3,
        phrasesAsSource: 1,
        phrasesAsTarget: 2,
        wordsStudied: 7,
        translations: 2,
        studyWords: 0,
      },
      // god, morgen, natt, takk
      {
        language: 'no',
        phrases: 3,
        phrasesAsSource: 3,
        phrasesAsTarget: 0,
        wordsStudied: 4,
        translations: 0,
        studyWords: 0,
      },
      {
        language: 'ru',
        phrases: 1,
        phrasesAsSource: 0,
        phrasesAsTarget: 1,
        wordsStudied: 1,
        translations: 1,
        studyWords: 0,
      },
      {
        language: 'ja',
        phrases: 1,
        phrasesAsSource: 0,
        phrasesAsTarget: 1,
        wordsStudied: 4,
        translations: 0,
        studyWords: 0,
      },
    ]);
  });

  it("counts the study list's words per language, English included, and not the words of phrases", async () => {
    const learner = await t.createUser();
    const stranger = await t.createUser();
    const client = audioTrackClient(t, t.tokenFor(learner));
    // Twelve Danish words in phrases, one on the study list.
    await client.savePhrase({
      text: 'Jeg kan godt lide at læse bøger om aftenen',
      translation: 'I like reading books in the evening',
      sourceLanguage: 'da',
      targetLanguage: 'en',
    });
    const add = async (user: UserRow, word: string, language: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/unified-dictionary/words',
        token: t.tokenFor(user),
        payload: { word, language },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { word: { id: string } }).word.id;
    };
    await add(learner, 'bøger', 'da');
    // English words studied by someone who never saved an English phrase or translated into English.
    await add(learner, 'evening', 'en');
    await add(learner, 'reading', 'en');
    const removed = await add(learner, 'books', 'en');
    await add(learner, 'hund', 'no');
    await add(stranger, 'katt', 'no');
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/unified-dictionary/words/${removed}`,
      token: t.tokenFor(learner),
    });
    expect(removal.statusCode, removal.body).toBe(200);

    const { languages } = await progressOf(learner);
    expect(languages.map(({ language, phrases, studyWords }) => ({ language, phrases, studyWords }))).toEqual([
      { language: 'da', phrases: 1, studyWords: 1 },
      { language: 'en', phrases: 1, studyWords: 2 },
      // Only on the study list: a language of its own all the same.
      { language: 'no', phrases: 0, studyWords: 1 },
    ]);
    // The words of the phrases are still counted as documented.
    expect(languages[0]?.wordsStudied).toBe(9);
  });

  it('lists the latest real events, newest first, translations and practice summed per day', async () => {
    const learner = await t.createUser();
    const stranger = await t.createUser();
    await insertPhrase(learner, 'no', 'en', 'Hei', 'Hi', ago(5 * MINUTE_MS));
    await t.db.insert(audioTracks).values({
      userId: learner.id,
      name: 'Greetings',
      language: 'en',
      text: 'Hei',
      translatedText: 'Hi',
      audioKey: `audio-tracks/${learner.id}/greetings.mp3`,
      durationSeconds: 2,
      fileSize: 100,
      phraseCount: 1,
      createdAt: ago(4 * MINUTE_MS),
    });
    const twoDaysAgo = ago(2 * DAY_MS);
    await t.db.insert(translationCounts).values([
      // Text and speech translations of one day and direction are one event.
      {
        userId: learner.id,
        day: dayOf(twoDaysAgo),
        sourceLanguage: 'no',
        targetLanguage: 'de',
        kind: 'text',
        count: 3,
        lastAt: new Date(twoDaysAgo.getTime() - MINUTE_MS),
      },
      {
        userId: learner.id,
        day: dayOf(twoDaysAgo),
        sourceLanguage: 'no',
        targetLanguage: 'de',
        kind: 'speech',
        count: 2,
        lastAt: twoDaysAgo,
      },
    ]);
    const yesterday = ago(DAY_MS);
    await t.db.insert(practiceSessions).values([
      { userId: learner.id, minutes: 1, createdAt: new Date(yesterday.getTime() - MINUTE_MS) },
      { userId: learner.id, minutes: 1, createdAt: yesterday },
    ]);
    await insertPhrase(stranger, 'no', 'en', 'Not mine', 'x', new Date());
    await t.db.insert(practiceSessions).values({ userId: stranger.id, minutes: 9, createdAt: new Date() });

    expect((await progressOf(learner)).recentActivity).toEqual([
      { kind: 'audioTrack', at: expect.any(String), name: 'Greetings', language: 'en' },
      { kind: 'phrase', at: expect.any(String), text: 'Hei', from: 'no', to: 'en' },
      { kind: 'practice', at: yesterday.toISOString(), minutes: 2 },
      { kind: 'translations', at: twoDaysAgo.toISOString(), count: 5, from: 'no', to: 'de' },
    ]);
  });

  it(`keeps only the newest ${RECENT_ACTIVITY_LIMIT} events`, async () => {
    const learner = await t.createUser();
    for (let index = 0; index < RECENT_ACTIVITY_LIMIT + 3; index += 1) {
      await insertPhrase(learner, 'no', 'en', `Phrase ${index}`, `x${index}`, ago((100 - index) * MINUTE_MS));
    }
    await t.db.insert(practiceSessions).values({ userId: learner.id, minutes: 4, createdAt: ago(DAY_MS) });
    const { recentActivity, languages } = await progressOf(learner);
    expect(recentActivity).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(recentActivity[0]).toMatchObject({ kind: 'phrase', text: `Phrase ${RECENT_ACTIVITY_LIMIT + 2}` });
    expect(recentActivity.some((event) => event.kind === 'practice')).toBe(false);
    expect(languages.map((language) => [language.language, language.phrases])).toEqual([
      ['en', RECENT_ACTIVITY_LIMIT + 3],
      ['no', RECENT_ACTIVITY_LIMIT + 3],
    ]);
  });
});
