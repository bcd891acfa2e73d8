import type { LanguageCode } from '@tolk/contracts/languages';
import { type StudyChanges, studyChangesIn } from '@tolk/contracts/study-changes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyWords } from '../../db/schema/study-words';
import { studyWordNotFound } from './review-word';

/**
 * Takes a word off the learner's study list: its card and details go with it; its review logs
 * stay without it (the answers were given: accuracy and streak keep counting them). Looking the
 * word up again puts it back as new.
 */
export async function removeStudyWord(options: { db: Database; userId: string; id: string }): Promise<StudyChanges> {
  const removed = await options.db
    .delete(studyWords)
    .where(and(eq(studyWords.id, options.id), eq(studyWords.userId, options.userId)))
    .returning({ language: studyWords.language });
  const [word] = removed;
  if (!word) throw studyWordNotFound();
  return studyChangesIn(word.language as LanguageCode, { studyList: true, cards: true });
}
