import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodePageCursor, encodePageCursor } from '../../db/page-cursor';
import { studyWords, vocabularyCards } from '../../db/schema/study-words';
import { languageCounts, sumCounts } from '../study-words/kept-counts';
import { selectVocabularyWords, toVocabularyWord } from './vocabulary-word-query';

/**
 * The learner's answered cards due by `now`, one language or all. A stored card is never in state
 * New (a review moves it to learning or review), so the (user_id, due) index alone decides.
 */
export function dueCondition(userId: string, now: Date, language?: LanguageCode): SQL | undefined {
  return and(
    eq(vocabularyCards.userId, userId),
    lte(vocabularyCards.due, now),
    language ? eq(studyWords.language, language) : undefined,
  );
}

/**
 * One page of the words due for review at `now`, most overdue first: a keyset range scan on the
 * cards' (user_id, due, study_word_id) index. The cursor carries the last card's due (to the
 * microsecond) and id, in the same opaque form as every list's (decision 015); the total is the
 * kept count (decision 037). Words never
 * answered have no card and are not due for review: practice-words serves them as new.
 */
export async function listDueWords(options: {
  db: Database;
  userId: string;
  limit: number;
  cursor?: string;
  language?: LanguageCode;
  now: Date;
}): Promise<{ words: VocabularyWord[]; totalDue: number; nextCursor: string | null }> {
  const { db, userId, limit, cursor, language, now } = options;
  const due = dueCondition(userId, now, language);
  const after = cursor === undefined ? undefined : afterDueCursor(cursor);
  const [rows, counts] = await Promise.all([
    selectVocabularyWords(db)
      .where(and(due, after))
      .orderBy(asc(vocabularyCards.due), asc(vocabularyCards.studyWordId))
      .limit(limit + 1),
    languageCounts({ db, userId, now, language }),
  ]);
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const nextCursor =
    rows.length > limit && last?.dueCursor ? encodePageCursor({ createdAt: last.dueCursor, id: last.word.id }) : null;
  return {
    words: kept.flatMap((row) => toVocabularyWord(row) ?? []),
    totalDue: sumCounts(counts).due,
    nextCursor,
  };
}

function afterDueCursor(cursor: string): SQL {
  const { createdAt: due, id } = decodePageCursor(cursor);
  return sql`(${vocabularyCards.due}, ${vocabularyCards.studyWordId}) > (${due}::timestamptz, ${id}::uuid)`;
}
