import type { LanguageCode } from '@tolk/contracts/languages';
import type { VocabularyWord } from '@tolk/contracts/vocabulary';
import { and, desc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Database } from '../../db/client';
import { toPage } from '../../db/keyset-page';
import { decodePageCursor } from '../../db/page-cursor';
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
  const after = cursor === undefined ? undefined : decodePageCursor(cursor);
  const [rows, counts] = await Promise.all([
    vocabularyPage(db, { language: language !== undefined, after: after !== undefined }).execute({
      userId,
      language,
      afterTime: after?.createdAt,
      afterId: after?.id,
      limit: limit + 1,
    }),
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

/** The page's select in each of its shapes, built once (db/built-once.ts); its values by placeholder. */
function vocabularyPage(db: Database, shape: { language: boolean; after: boolean }) {
  return builtOnce(
    db,
    `vocabulary_page_${shape.language ? 'language' : 'all'}_${shape.after ? 'after' : 'first'}`,
    (name) =>
      selectVocabularyWords(db)
        .where(
          and(
            eq(studyWords.userId, sql.placeholder('userId')),
            shape.language ? eq(studyWords.language, sql.placeholder('language')) : undefined,
            shape.after
              ? sql`(${studyWords.createdAt}, ${studyWords.id}) < (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(studyWords.createdAt), desc(studyWords.id))
        .limit(sql.placeholder('limit'))
        .prepare(name),
  );
}
