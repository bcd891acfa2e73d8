import type { QueryClient } from '@tanstack/react-query';
import type { StudyChanges } from '@tolk/contracts/study-changes';
import { studiedWordsKey } from './api/studied-words-query';
import { studyStatisticsKey, vocabularyWordsKey } from './api/study-words-keys';

/** Several answers' changes as one (a practice round's reviews, say). */
export function mergeStudyChanges(all: readonly (StudyChanges | undefined)[]): StudyChanges {
  const studyList = new Set(all.flatMap((changes) => changes?.studyList ?? []));
  const cards = new Set(all.flatMap((changes) => changes?.cards ?? []));
  return { studyList: [...studyList], cards: [...cards] };
}

/**
 * Refreshes exactly what a request says it changed of the learner's words (its `changes`), the one way
 * every feature follows such a change: a word joining or leaving a language's study list re-asks that
 * language's studied marks on screen; any change re-asks the trainer's list and statistics. Nothing
 * changed refreshes nothing.
 */
export async function applyStudyChanges(queryClient: QueryClient, changes: StudyChanges): Promise<void> {
  const keys: (readonly unknown[])[] = changes.studyList.map((language) => studiedWordsKey(language));
  if (changes.studyList.length > 0 || changes.cards.length > 0) keys.push(vocabularyWordsKey, studyStatisticsKey);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
