import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { PracticeResultResponse } from '@tolk/contracts/vocabulary-practice';
import { type AddVocabularyWordRequest, AddVocabularyWordResponse } from '@tolk/contracts/vocabulary-words';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Puts a word on the learner's list through POST words; answers the listed word. */
export async function addWord(t: TestApp, token: string, body: AddVocabularyWordRequest): Promise<VocabularyWord> {
  const response = await t.request({ method: 'POST', url: '/api/unified-dictionary/words', token, payload: body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return AddVocabularyWordResponse.parse(response.json()).word;
}

/** POST practice-result/{id} with a query such as 'isCorrect=true&durationMs=2000'; answers the parsed reply. */
export async function answer(t: TestApp, token: string, id: string, query: string) {
  const response = await t.request({
    method: 'POST',
    url: `/api/unified-dictionary/practice-result/${id}?${query}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return PracticeResultResponse.parse(response.json());
}
