import { DictionaryEntry } from '@tolk/contracts/dictionary';
import { PracticeResultResponse } from '@tolk/contracts/vocabulary-practice';
import { AddVocabularyWordResponse, RemoveVocabularyWordResponse } from '@tolk/contracts/vocabulary-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNorwegian } from '../support/dictionary-lexicon';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Requests that change the learner's words say what they changed (`changes`), so the app refreshes
 * exactly that: the study list of a language when a word joins or leaves it, its cards when one is
 * reviewed. Nothing changed is an empty list, never a guess.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedNorwegian(t.db, ['hus', 'bok']);
  token = t.tokenFor(await t.createUser());
});
afterAll(() => t.close());

describe('study changes', () => {
  it('a look-up that adds the word changes the study list of its language; the next one changes nothing', async () => {
    const first = await t.request({ method: 'GET', url: '/api/unified-dictionary/entry/hus?language=no', token });
    expect(first.statusCode, first.body).toBe(200);
    expect(DictionaryEntry.parse(first.json()).changes).toEqual({ studyList: ['no'], cards: [] });
    const again = await t.request({ method: 'GET', url: '/api/unified-dictionary/entry/hus?language=no', token });
    expect(DictionaryEntry.parse(again.json()).changes).toEqual({ studyList: [], cards: [] });
  });

  it('adding a word changes the study list once; an answer changes the cards; removing changes both', async () => {
    const add = () =>
      t.request({
        method: 'POST',
        url: '/api/unified-dictionary/words',
        token,
        payload: { word: 'ost', language: 'sv' },
      });
    const added = AddVocabularyWordResponse.parse((await add()).json());
    expect(added.changes).toEqual({ studyList: ['sv'], cards: [] });
    expect(AddVocabularyWordResponse.parse((await add()).json()).changes).toEqual({ studyList: [], cards: [] });

    const answered = await t.request({
      method: 'POST',
      url: `/api/unified-dictionary/practice-result/${added.word.id}?isCorrect=true`,
      token,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(PracticeResultResponse.parse(answered.json()).changes).toEqual({ studyList: [], cards: ['sv'] });

    const removed = await t.request({ method: 'DELETE', url: `/api/unified-dictionary/words/${added.word.id}`, token });
    expect(RemoveVocabularyWordResponse.parse(removed.json()).changes).toEqual({ studyList: ['sv'], cards: ['sv'] });
  });
});
