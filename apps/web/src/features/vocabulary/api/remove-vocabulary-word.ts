import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** DELETE words/{id}: the word leaves the study list. */
export async function removeVocabularyWord(id: string): Promise<void> {
  await callEndpoint(vocabularyEndpoints.removeWord, { params: { id } });
}
