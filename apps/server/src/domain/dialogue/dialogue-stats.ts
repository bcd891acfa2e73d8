import { DIALOGUE_DEFAULT_LEVEL, DialogueLevel, type DialogueStats } from '@tolk/contracts/dialogue';
import { LANGUAGES, LanguageCode } from '@tolk/contracts/languages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dialogueEntries } from '../../db/schema/dialogue';

/**
 * The learner's dialogue totals per language, from their entries: one grouped aggregate over the
 * (user_id, language_code, …) index. Each entry stored its own word count and its share of time
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
  const entries = count();
  const rows = await db
    .select({
      languageCode: dialogueEntries.languageCode,
      entries,
      words: sql<number>`coalesce(sum(${dialogueEntries.wordCount}), 0)`.mapWith(Number),
      seconds: sql<number>`coalesce(sum(${dialogueEntries.activeSeconds}), 0)`.mapWith(Number),
      latestLevel: sql<string>`(array_agg(${dialogueEntries.level} order by ${dialogueEntries.createdAt} desc, ${dialogueEntries.id} desc))[1]`,
    })
    .from(dialogueEntries)
    .where(
      and(
        eq(dialogueEntries.userId, userId),
        languageCode ? eq(dialogueEntries.languageCode, languageCode) : undefined,
      ),
    )
    .groupBy(dialogueEntries.languageCode)
    .orderBy(desc(entries), asc(dialogueEntries.languageCode));
  return rows.flatMap((row) => {
    const language = LanguageCode.safeParse(row.languageCode);
    if (!language.success) return [];
    return [
      {
        languageCode: language.data,
        languageName: LANGUAGES[language.data].name,
        level: DialogueLevel.catch(DIALOGUE_DEFAULT_LEVEL).parse(row.latestLevel),
        totalDialogues: row.entries,
        totalWords: row.words,
        totalTimeMinutes: Math.round(row.seconds / 60),
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
