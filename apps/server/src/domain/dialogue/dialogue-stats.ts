import { DIALOGUE_DEFAULT_LEVEL, DialogueLevel, type DialogueStats } from '@tolk/contracts/dialogue';
import { LANGUAGES, LanguageCode } from '@tolk/contracts/languages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dialogueEntries } from '../../db/schema/dialogue';

/**
 * The learner's dialogue totals per language, from their entries: one query, a grouped aggregate
 * over the (user_id, language_code, …) index. Each entry stored its own word count and its share of time
 * in conversation when it was made, so the totals are plain sums; the level is that of the latest
 * entry. Most entries first (then by language code, so equal counts keep one order).
 */
export async function dialogueStatsByLanguage(options: {
  db: Database;
  userId: string;
  /** Only this language; unset: every language the learner has entries in. */
  languageCode?: LanguageCode;
}): Promise<DialogueStats[]> {
  const { db, userId, languageCode } = options;
  const totals = db
    .select({
      languageCode: dialogueEntries.languageCode,
      entries: count().as('entries'),
      words: sql<string>`coalesce(sum(${dialogueEntries.wordCount}), 0)`.as('words'),
      seconds: sql<string>`coalesce(sum(${dialogueEntries.activeSeconds}), 0)`.as('seconds'),
    })
    .from(dialogueEntries)
    .where(
      and(
        eq(dialogueEntries.userId, userId),
        languageCode ? eq(dialogueEntries.languageCode, languageCode) : undefined,
      ),
    )
    .groupBy(dialogueEntries.languageCode)
    .as('totals');
  // The latest entry's level per language: one backward step on the index each, where ordering
  // every entry of the group inside the aggregate would sort them all.
  // Written out: drizzle drops the table names of columns inside a select's SQL, and the inner
  // table must be told apart from the outer totals.
  const latestLevel = sql<string | null>`(
    select latest.level from dialogue_entries latest
    where latest.user_id = ${userId} and latest.language_code = totals.language_code
    order by latest.created_at desc, latest.id desc limit 1)`;
  const rows = await db
    .select({
      languageCode: totals.languageCode,
      entries: totals.entries,
      words: totals.words,
      seconds: totals.seconds,
      latestLevel,
    })
    .from(totals)
    .orderBy(desc(totals.entries), asc(totals.languageCode));
  return rows.flatMap((row) => {
    const language = LanguageCode.safeParse(row.languageCode);
    if (!language.success) return [];
    return [
      {
        languageCode: language.data,
        languageName: LANGUAGES[language.data].name,
        level: DialogueLevel.catch(DIALOGUE_DEFAULT_LEVEL).parse(row.latestLevel),
        totalDialogues: Number(row.entries),
        totalWords: Number(row.words),
        totalTimeMinutes: Math.round(Number(row.seconds) / 60),
      },
    ];
  });
}

/** The totals of one language; zeros at A1 before the learner's first entry in it. */
export async function dialogueStats(options: {
  db: Database;
  userId: string;
  languageCode: LanguageCode;
}): Promise<DialogueStats> {
  const [stats] = await dialogueStatsByLanguage(options);
  return (
    stats ?? {
      languageCode: options.languageCode,
      languageName: LANGUAGES[options.languageCode].name,
      level: DIALOGUE_DEFAULT_LEVEL,
      totalDialogues: 0,
      totalWords: 0,
      totalTimeMinutes: 0,
    }
  );
}
