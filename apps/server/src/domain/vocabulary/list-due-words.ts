import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
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
  const after = cursor === undefined ? undefined : decodePageCursor(cursor);
  const [rows, counts] = await Promise.all([
    duePage(db, { language: language !== undefined, after: after !== undefined }).execute({
      userId,
      now: now.toISOString(),
      language,
      afterDue: after?.createdAt,
      afterId: after?.id,
      limit: limit + 1,
    }),
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

/** The page's select in each of its shapes, built once (db/built-once.ts); its values by placeholder. */
function duePage(db: Database, shape: { language: boolean; after: boolean }) {
  return builtOnce(db, `due_page_${shape.language ? 'language' : 'all'}_${shape.after ? 'after' : 'first'}`, (name) =>
    selectVocabularyWords(db)
      .where(
        and(
          eq(vocabularyCards.userId, sql.placeholder('userId')),
          sql`${vocabularyCards.due} <= ${sql.placeholder('now')}::timestamptz`,
          shape.language ? eq(studyWords.language, sql.placeholder('language')) : undefined,
          shape.after
            ? sql`(${vocabularyCards.due}, ${vocabularyCards.studyWordId}) > (${sql.placeholder('afterDue')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(vocabularyCards.due), asc(vocabularyCards.studyWordId))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}
