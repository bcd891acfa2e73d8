import type { LanguageCode } from '@tolk/contracts/languages';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import type { WeakWord } from './learner-figures';

/** Weak words named to the learner (and the model): enough to act on today. */
const WEAK_WORDS = 5;

/**
 * The learner's weakest practised words: most lapses first, then the lowest share of right answers,
 * then the most answers (a word missed often is weaker than one missed once). Words with no wrong
 * answer are not weak.
 */
export async function learnerWeakWords(db: Database, userId: string, limit = WEAK_WORDS): Promise<WeakWord[]> {
  const rows = await db
    .select({
      word: studyWords.word,
      language: studyWords.language,
      lapses: vocabularyCards.lapses,
      reviews: vocabularyCards.answerCount,
      correct: vocabularyCards.correctCount,
    })
    .from(vocabularyCards)
    .innerJoin(studyWords, eq(studyWords.id, vocabularyCards.studyWordId))
    .where(and(eq(vocabularyCards.userId, userId), gt(vocabularyCards.answerCount, vocabularyCards.correctCount)))
    .orderBy(
      desc(vocabularyCards.lapses),
      sql`${vocabularyCards.correctCount}::float / ${vocabularyCards.answerCount}`,
      desc(vocabularyCards.answerCount),
      studyWords.word,
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, language: row.language as LanguageCode }));
}
