import { RemoveVocabularyWordResponse, vocabularyPaths } from '@tolk/contracts/vocabulary';
import { apiRequest } from '../../../shared/api/api-client';

/** DELETE words/{id}: the word leaves the study list. */
export async function removeVocabularyWord(id: string): Promise<void> {
  await apiRequest(vocabularyPaths.word(id), { method: 'DELETE', auth: true, schema: RemoveVocabularyWordResponse });
}
