import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { AddVocabularyWordRequest, AddVocabularyWordResponse } from '@tolk/contracts/vocabulary-words';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST words: a word added by hand or from the suggestions; a word already on the list is updated. */
export function addVocabularyWord(body: AddVocabularyWordRequest): Promise<AddVocabularyWordResponse> {
  return callEndpoint(vocabularyEndpoints.addWord, { body });
}
