import type { StudyWord } from '@tolk/contracts/dictionary';
import { LanguageCode } from '@tolk/contracts/languages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorTime, toPage } from '../../db/keyset-page';
import { studyWords } from '../../db/schema/dictionary';

interface StudyWordPageOptions {
  db: Database;
  userId: string;
  limit: number;
  cursor?: string;
  language?: LanguageCode;
}

export interface StudyWordPage {
  groups: { language: LanguageCode; words: StudyWord[] }[];
  totals: { language: LanguageCode; count: number }[];
  nextCursor: string | null;
}

/**
 * One page of the learner's study list, newest first (one language or all), grouped per
 * language in the order the page meets them, with each language's count in all. The page is a
 * keyset range scan on the (user_id, created_at, id) index (decision 015).
 */
export async function listStudyWords(options: StudyWordPageOptions): Promise<StudyWordPage> {
  const [rows, totals] = await Promise.all([studyWordPageQuery(options), languageTotals(options)]);
  const page = toPage(rows, options.limit);
  const groups = new Map<LanguageCode, StudyWord[]>();
  for (const row of page.rows) {
    const language = LanguageCode.safeParse(row.language);
    if (!language.success) continue;
    const words = groups.get(language.data) ?? [];
    words.push({
      id: row.id,
      word: row.word,
      language: language.data,
      partOfSpeech: row.partOfSpeech,
      gloss: row.gloss,
      viewCount: row.viewCount,
      lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
    groups.set(language.data, words);
  }
  return {
    groups: [...groups].map(([language, words]) => ({ language, words })),
    totals,
    nextCursor: page.nextCursor,
  };
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
      cursorTime: cursorTime(studyWords),
      partOfSpeech: sql<string | null>`${firstEntry('e.part_of_speech')}`,
      gloss: sql<string | null>`${firstEntry(`e.senses -> 0 ->> 'gloss'`)}`,
    })
    .from(studyWords)
    .where(
      and(
        eq(studyWords.userId, userId),
        language ? eq(studyWords.language, language) : undefined,
        afterCursor(studyWords, cursor),
      ),
    )
    .orderBy(desc(studyWords.createdAt), desc(studyWords.id))
    .limit(limit + 1);
}

async function languageTotals({ db, userId, language }: StudyWordPageOptions) {
  const rows = await db
    .select({ language: studyWords.language, count: count() })
    .from(studyWords)
    .where(and(eq(studyWords.userId, userId), language ? eq(studyWords.language, language) : undefined))
    .groupBy(studyWords.language)
    .orderBy(studyWords.language);
  return rows.flatMap((row) => {
    const code = LanguageCode.safeParse(row.language);
    return code.success ? [{ language: code.data, count: Number(row.count) }] : [];
  });
}
