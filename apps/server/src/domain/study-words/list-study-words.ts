import type { StudyWord } from '@tolk/contracts/dictionary';
import { LanguageCode } from '@tolk/contracts/languages';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { decodeCursorKey, encodeCursorKey } from '../../db/page-cursor';
import { studyWords } from '../../db/schema/study-words';
import { wordCounts } from './kept-counts';

interface StudyWordPageOptions {
  db: Database;
  userId: string;
  limit: number;
  cursor?: string;
  language?: LanguageCode;
}

export interface StudyWordPage {
  words: StudyWord[];
  totals: { language: LanguageCode; count: number }[];
  nextCursor: string | null;
}

/** Where a page of the study list ends: the last word's language and its key (unique per learner and language). */
const StudyWordCursor = z.tuple([z.string().max(10), z.string().max(1000)]);

/**
 * One page of the learner's study list (one language or all), grouped per language: languages
 * in alphabetical order of their lowercase codes, words alphabetical by their key within each,
 * with each language's count in all (kept, decision 037). The page is a keyset range scan on the unique
 * (user_id, language, word_key) index (decision 015), after `cursor`, the last word's
 * language and key.
 */
export async function listStudyWords(options: StudyWordPageOptions): Promise<StudyWordPage> {
  const [rows, totals] = await Promise.all([studyWordPageQuery(options), languageTotals(options)]);
  const kept = rows.slice(0, options.limit);
  const last = kept.at(-1);
  const words = kept.flatMap((row) => {
    const language = LanguageCode.safeParse(row.language);
    if (!language.success) return [];
    return [
      {
        id: row.id,
        word: row.word,
        language: language.data,
        partOfSpeech: row.partOfSpeech,
        gloss: row.gloss,
        viewCount: row.viewCount,
        lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
  const nextCursor = rows.length > options.limit && last ? encodeCursorKey([last.language, last.wordKey]) : null;
  return { words, totals, nextCursor };
}

/** The page's query, limit + 1 rows, each with its headword's first part of speech and gloss. */
export function studyWordPageQuery({ db, userId, limit, cursor, language }: StudyWordPageOptions) {
  // The first entry of the headword, by import order: one index probe per listed word.
  const firstEntry = (column: string) =>
    sql.raw(`(select ${column} from lexicon_entries e
      where e.language = study_words.language and e.headword_key = study_words.word_key order by e.id limit 1)`);
  return db
    .select({
      id: studyWords.id,
      word: studyWords.word,
      language: studyWords.language,
      viewCount: studyWords.viewCount,
      lastViewedAt: studyWords.lastViewedAt,
      createdAt: studyWords.createdAt,
      wordKey: studyWords.wordKey,
      partOfSpeech: sql<string | null>`${firstEntry('e.part_of_speech')}`,
      gloss: sql<string | null>`${firstEntry(`e.senses -> 0 ->> 'gloss'`)}`,
    })
    .from(studyWords)
    .where(
      and(eq(studyWords.userId, userId), language ? eq(studyWords.language, language) : undefined, afterWord(cursor)),
    )
    .orderBy(studyWords.language, studyWords.wordKey)
    .limit(limit + 1);
}

/** The words after the cursor's, as one row comparison the (user_id, language, word_key) index answers. */
function afterWord(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const [language, wordKey] = decodeCursorKey(cursor, StudyWordCursor);
  return sql`(${studyWords.language}, ${studyWords.wordKey}) > (${language}, ${wordKey})`;
}

async function languageTotals(options: StudyWordPageOptions) {
  const counts = await wordCounts(options);
  return counts.map(({ language, words }) => ({ language, count: words }));
}
