import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, toPage } from '../../db/keyset-page';
import { studyWords } from '../../db/schema/study-words';
import { wordCounts } from '../study-words/kept-counts';
import { selectVocabularyWords, toVocabularyWord } from './vocabulary-word-query';

/**
 * One page of the study list with the trainer's labels, newest first, one language or all: a
 * keyset range scan on (user_id, created_at, id), or (user_id, language, created_at, id) for one
 * language, as the dictionary's list (decision 015); the total is the kept count (decision 037).
 */
export async function listVocabularyWords(options: {
  db: Database;
  userId: string;
  limit: number;
  cursor?: string;
  language?: LanguageCode;
}): Promise<{ words: VocabularyWord[]; total: number; nextCursor: string | null }> {
  const { db, userId, limit, cursor, language } = options;
  const owned = and(eq(studyWords.userId, userId), language ? eq(studyWords.language, language) : undefined);
  const [rows, counts] = await Promise.all([
    selectVocabularyWords(db)
      .where(and(owned, afterCursor(studyWords, cursor)))
      .orderBy(desc(studyWords.createdAt), desc(studyWords.id))
      .limit(limit + 1),
    wordCounts({ db, userId, language }),
  ]);
  const page = toPage(
    rows.map((row) => ({ row, id: row.word.id, cursorTime: row.createdCursor })),
    limit,
  );
  return {
    words: page.rows.flatMap(({ row }) => toVocabularyWord(row) ?? []),
    total: counts.reduce((sum, count) => sum + count.words, 0),
    nextCursor: page.nextCursor,
  };
}
