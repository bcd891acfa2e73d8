import { LanguageCode } from '@tolk/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { studyWordCounts } from '../../db/schema/study-words';

/*
 * The learner's word counts as the triggers keep them (drizzle/0016, decision 037): read in a few
 * rows whatever the length of the list. Languages this server no longer knows are left out, as the
 * lists leave their words out.
 */

export interface LanguageCount {
  language: LanguageCode;
  words: number;
  /** Words with a card (answered at least once); the others are new. */
  cards: number;
  /** Cards due by the time asked. */
  due: number;
}

const DAY_MS = 86_400_000;

/** Words and cards per language, in alphabetical order of the codes; one language or all. */
export async function wordCounts(options: {
  db: Database;
  userId: string;
  language?: LanguageCode;
}): Promise<Omit<LanguageCount, 'due'>[]> {
  return known(await countRows(options)).map(({ due: _due, ...count }) => count);
}

/** The kept rows as stored, languages this server no longer knows included. */
function countRows({ db, userId, language }: { db: Database; userId: string; language?: LanguageCode }) {
  return db
    .select({ language: studyWordCounts.language, words: studyWordCounts.words, cards: studyWordCounts.cards })
    .from(studyWordCounts)
    .where(and(eq(studyWordCounts.userId, userId), language ? eq(studyWordCounts.language, language) : undefined))
    .orderBy(studyWordCounts.language);
}

function known(rows: { language: string; words: number; cards: number; due?: number }[]): LanguageCount[] {
  return rows.flatMap((row) => {
    const code = LanguageCode.safeParse(row.language);
    if (!code.success || row.words <= 0) return [];
    return [{ language: code.data, words: row.words, cards: row.cards, due: Number(row.due ?? 0) }];
  });
}

/**
 * Words, cards and cards due at `now` per language, in alphabetical order of the codes; one language or all.
 * One prepared statement (LANGUAGE_COUNTS_STATEMENT): on the embedded database, planning three statements cost
 * more than running them.
 */
export async function languageCounts(options: {
  db: Database;
  userId: string;
  now: Date;
  language?: LanguageCode;
}): Promise<LanguageCount[]> {
  const { db, userId, now, language } = options;
  const today = Math.floor(now.getTime() / DAY_MS);
  const rows = await preparedStatement<{ language: string; words: number; cards: number; due: number }>(
    db,
    LANGUAGE_COUNTS_STATEMENT,
  )([userId, String(today), new Date(today * DAY_MS).toISOString(), now.toISOString()]);
  return known(rows).filter((count) => language === undefined || count.language === language);
}

/**
 * The kept counts ($1 user) with the cards due by $4: the kept due days before today ($2, days since 1970,
 * UTC) and today's cards from $3 (today's start) read from the cards' (user_id, due) index, one day's cards
 * at most. With cards in one language only (most learners) today's cards need not be joined to their words to
 * name it: each of the two today-queries runs only when its InitPlan condition holds.
 */
const LANGUAGE_COUNTS_STATEMENT = {
  name: 'tolk_language_counts',
  types: ['uuid', 'int4', 'timestamptz', 'timestamptz'],
  text: `with counts as (
      select language, words, cards from study_word_counts where user_id = $1
    ), carded as (
      select count(*)::int as languages, min(language) as only_language from counts where cards > 0
    ), before_today as (
      select language, sum(cards)::int as cards from study_due_days
      where user_id = $1 and day < $2 group by language
    ), today_one as (
      select (select only_language from carded) as language, count(*)::int as cards from vocabulary_cards
      where user_id = $1 and due >= $3 and due <= $4 and (select languages from carded) = 1
    ), today_many as (
      select w.language, count(*)::int as cards
      from vocabulary_cards v join study_words w on w.id = v.study_word_id
      where v.user_id = $1 and v.due >= $3 and v.due <= $4 and (select languages from carded) > 1
      group by w.language
    )
    select c.language, c.words, c.cards,
      (coalesce(b.cards, 0) + coalesce(t1.cards, 0) + coalesce(tm.cards, 0))::int as due
    from counts c
      left join before_today b on b.language = c.language
      left join today_one t1 on t1.language = c.language
      left join today_many tm on tm.language = c.language
    order by c.language`,
} as const;

/** Sums of counts over languages. */
export function sumCounts(counts: readonly LanguageCount[]): { words: number; cards: number; due: number } {
  return counts.reduce(
    (sum, count) => ({ words: sum.words + count.words, cards: sum.cards + count.cards, due: sum.due + count.due }),
    { words: 0, cards: 0, due: 0 },
  );
}
