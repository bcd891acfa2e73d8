import { LanguageCode } from '@tolk/contracts/languages';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyDueDays, studyWordCounts, studyWords, vocabularyCards } from '../../db/schema/study-words';

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
  return known(await countRows(options));
}

/** The kept rows as stored, languages this server no longer knows included. */
function countRows({ db, userId, language }: { db: Database; userId: string; language?: LanguageCode }) {
  return db
    .select({ language: studyWordCounts.language, words: studyWordCounts.words, cards: studyWordCounts.cards })
    .from(studyWordCounts)
    .where(and(eq(studyWordCounts.userId, userId), language ? eq(studyWordCounts.language, language) : undefined))
    .orderBy(studyWordCounts.language);
}

function known(rows: { language: string; words: number; cards: number }[]): Omit<LanguageCount, 'due'>[] {
  return rows.flatMap((row) => {
    const code = LanguageCode.safeParse(row.language);
    if (!code.success || row.words <= 0) return [];
    return [{ language: code.data, words: row.words, cards: row.cards }];
  });
}

/** Words, cards and cards due at `now` per language, in alphabetical order of the codes; one language or all. */
export async function languageCounts(options: {
  db: Database;
  userId: string;
  now: Date;
  language?: LanguageCode;
}): Promise<LanguageCount[]> {
  const rows = await countRows({ ...options, language: undefined });
  const counts = known(rows).filter((count) => options.language === undefined || count.language === options.language);
  // With cards in one language only (most learners), today's due cards need not name their language.
  const withCards = rows.filter((row) => row.cards > 0);
  const only = withCards.length === 1 ? withCards[0]?.language : undefined;
  const due = withCards.length === 0 ? new Map<string, number>() : await dueCounts({ ...options, only });
  return counts.map((count) => ({ ...count, due: due.get(count.language) ?? 0 }));
}

/**
 * Cards due at `now` per language: the kept days before today's (UTC), and today's cards due by
 * now read from the cards' (user_id, due) index, one day's cards at most.
 */
async function dueCounts(options: {
  db: Database;
  userId: string;
  now: Date;
  language?: LanguageCode;
  /** The one language the learner has cards in, when only one. */
  only?: string;
}): Promise<Map<string, number>> {
  const { db, userId, now, language, only } = options;
  const today = Math.floor(now.getTime() / DAY_MS);
  const todayStart = new Date(today * DAY_MS);
  const todays = and(
    sql`${vocabularyCards.due} >= ${todayStart.toISOString()}::timestamptz`,
    sql`${vocabularyCards.due} <= ${now.toISOString()}::timestamptz`,
  );
  const [before, todayDue] = await Promise.all([
    db
      .select({ language: studyDueDays.language, cards: sql<number>`sum(${studyDueDays.cards})::integer` })
      .from(studyDueDays)
      .where(
        and(
          eq(studyDueDays.userId, userId),
          lt(studyDueDays.day, today),
          language ? eq(studyDueDays.language, language) : undefined,
        ),
      )
      .groupBy(studyDueDays.language),
    only
      ? db
          .select({ language: sql<string>`${only}`, cards: sql<number>`count(*)::integer` })
          .from(vocabularyCards)
          .where(and(eq(vocabularyCards.userId, userId), todays))
      : db
          .select({ language: studyWords.language, cards: sql<number>`count(*)::integer` })
          .from(vocabularyCards)
          .innerJoin(studyWords, eq(studyWords.id, vocabularyCards.studyWordId))
          .where(
            and(eq(vocabularyCards.userId, userId), todays, language ? eq(studyWords.language, language) : undefined),
          )
          .groupBy(studyWords.language),
  ]);
  const due = new Map<string, number>();
  for (const row of [...before, ...todayDue]) due.set(row.language, (due.get(row.language) ?? 0) + Number(row.cards));
  return due;
}

/** Sums of counts over languages. */
export function sumCounts(counts: readonly LanguageCount[]): { words: number; cards: number; due: number } {
  return counts.reduce(
    (sum, count) => ({ words: sum.words + count.words, cards: sum.cards + count.cards, due: sum.due + count.due }),
    { words: 0, cards: 0, due: 0 },
  );
}
