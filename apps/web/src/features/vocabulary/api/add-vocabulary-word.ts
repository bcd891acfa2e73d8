import { type AddVocabularyWordRequest, AddVocabularyWordResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

/** POST words: a word added by hand or from the suggestions; a word already on the list is updated. */
export function addVocabularyWord(body: AddVocabularyWordRequest): Promise<AddVocabularyWordResponse> {
  return apiRequest(vocabularyPaths.words, { method: 'POST', auth: true, body, schema: AddVocabularyWordResponse });
}
