import { DIALOGUE_DEFAULT_LEVEL, DialogueLevel, type DialogueStats } from '@tolk/contracts/dialogue';
import { LANGUAGES, LanguageCode } from '@tolk/contracts/languages';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dialogueLanguageTotals } from '../../db/schema/dialogue';

/**
 * The learner's dialogue totals per language, from the row per language a trigger keeps in the
 * transaction of every turn (drizzle/0019, decision 040): at most one row a language, whatever the
 * history. The level is that of the latest entry, one backward step on the entries'
 * (user_id, language_code, created_at, id) index. Most entries first (then by language code, so
 * equal counts keep one order).
 */
export async function dialogueStatsByLanguage(options: {
  db: Database;
  userId: string;
  /** Only this language; unset: every language the learner has entries in. */
  languageCode?: LanguageCode;
}): Promise<DialogueStats[]> {
  const { db, userId, languageCode } = options;
  // Written out: drizzle drops the table names of columns inside a select's SQL.
  const latestLevel = sql<string | null>`(
    select latest.level from dialogue_entries latest
    where latest.user_id = ${userId} and latest.language_code = dialogue_language_totals.language_code
    order by latest.created_at desc, latest.id desc limit 1)`;
  const rows = await db
    .select({
      languageCode: dialogueLanguageTotals.languageCode,
      entries: dialogueLanguageTotals.entries,
      words: dialogueLanguageTotals.words,
      seconds: dialogueLanguageTotals.seconds,
      latestLevel,
    })
    .from(dialogueLanguageTotals)
    .where(
      and(
        eq(dialogueLanguageTotals.userId, userId),
        languageCode ? eq(dialogueLanguageTotals.languageCode, languageCode) : undefined,
        gt(dialogueLanguageTotals.entries, 0),
      ),
    )
    .orderBy(desc(dialogueLanguageTotals.entries), asc(dialogueLanguageTotals.languageCode));
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
