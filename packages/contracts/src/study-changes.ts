import { z } from 'zod';
import { type LanguageCode, LanguageCode as LanguageCodeSchema } from './languages';

/**
 * What a request changed of the learner's words, so the app refreshes exactly that (and never guesses
 * with timers): the languages whose study list gained or lost a word, and those whose cards were
 * reviewed (due counts, statistics, the review queue).
 */
export const StudyChanges = z.object({
  studyList: z.array(LanguageCodeSchema),
  cards: z.array(LanguageCodeSchema),
});
export type StudyChanges = z.infer<typeof StudyChanges>;

export const NO_STUDY_CHANGES: StudyChanges = { studyList: [], cards: [] };

/** Changes of one language: its study list, its cards, or both. */
export function studyChangesIn(
  language: LanguageCode,
  changed: { studyList?: boolean; cards?: boolean },
): StudyChanges {
  return { studyList: changed.studyList ? [language] : [], cards: changed.cards ? [language] : [] };
}
