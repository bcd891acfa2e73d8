import type { CefrLevel } from '@tolk/contracts/dictionary';
import { isClickableWord } from '@tolk/contracts/dictionary';
import type { LanguageCode } from '@tolk/contracts/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LevelSelection } from './word-suggestion-levels';

/** A word of the open frequency and CEFR lists the learner does not study yet. */
export interface CandidateWord {
  wordKey: string;
  /** Best (lowest) rank over the language's frequency lists; null for a word only a CEFR list has. */
  rank: number | null;
  cefrLevel: CefrLevel | null;
}

/** Rows read per round: over-fetched, since frequency lists also hold one-letter forms and numbers. */
const BATCH = 200;

/**
 * The most common words of a language at a level that the learner does not study, from the
 * imported frequency lists (word_frequencies) and graded lists (word_levels): a word with a CEFR
 * level counts by it, one without by its rank. Words a look-up would refuse (one letter, digits)
 * are skipped. Ordered by rank, words without one last.
 */
export async function frequencyCandidates(options: {
  db: Database;
  userId: string;
  language: LanguageCode;
  selection: LevelSelection;
  limit: number;
}): Promise<CandidateWord[]> {
  const { db, userId, language, selection, limit } = options;
  const found: CandidateWord[] = [];
  // Keyset over (rank nulls last, key): each round continues after the last row read.
  let after: { rank: number | null; key: string } | null = null;
  for (;;) {
    const rows: unknown = await db.execute(sql`
      with ranks as (
        select word_key, min(rank) as rank from word_frequencies where language = ${language} group by word_key
      ), levels as (
        select word_key, min(level) as level from word_levels where language = ${language} group by word_key
      ), words as (
        select coalesce(r.word_key, l.word_key) as word_key, r.rank, l.level
        from ranks r full join levels l on l.word_key = r.word_key
      )
      select w.word_key, w.rank, w.level from words w
      where (w.level in (${sql.join(
        selection.cefr.map((level) => sql`${level}`),
        sql`, `,
      )}) or (w.level is null and w.rank between ${selection.ranks.from} and ${selection.ranks.to}))
        and not exists (
          select 1 from study_words s where s.user_id = ${userId} and s.language = ${language} and s.word_key = w.word_key
        )
        ${after === null ? sql`` : afterClause(after)}
      order by w.rank asc nulls last, w.word_key asc
      limit ${BATCH}`);
    const batch = rowsOf<{ word_key: string; rank: number | string | null; level: CefrLevel | null }>(rows);
    for (const row of batch) {
      if (isClickableWord(row.word_key))
        found.push({ wordKey: row.word_key, rank: row.rank === null ? null : Number(row.rank), cefrLevel: row.level });
      if (found.length === limit) return found;
    }
    const last: { word_key: string; rank: number | string | null } | undefined = batch.at(-1);
    if (!last || batch.length < BATCH) return found;
    after = { rank: last.rank === null ? null : Number(last.rank), key: last.word_key };
  }
}

function afterClause(after: { rank: number | null; key: string }) {
  if (after.rank === null) return sql`and w.rank is null and w.word_key > ${after.key}`;
  return sql`and (w.rank is null or w.rank > ${after.rank} or (w.rank = ${after.rank} and w.word_key > ${after.key}))`;
}

/** node-postgres answers a result object, PGlite through drizzle too: both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
