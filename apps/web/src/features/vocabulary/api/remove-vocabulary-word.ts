import { vocabularyEndpoints } from '@tolk/contracts/endpoints/vocabulary';
import type { StudyChanges } from '@tolk/contracts/study-changes';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** DELETE words/{id}: the word leaves the study list; the answer says what changed. */
export async function removeVocabularyWord(id: string): Promise<StudyChanges> {
  return (await callEndpoint(vocabularyEndpoints.removeWord, { params: { id } })).changes;
}
