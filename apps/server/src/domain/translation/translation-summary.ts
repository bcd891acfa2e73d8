import type { LanguageCode } from '@tolk/contracts/languages';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translationCounts } from '../../db/schema/translation';
import type { TranslationCounter } from './translation-counter';

/** What a user's statistics need to know about their translations. */
export interface TranslationSummary {
  total: number;
  /** The target language translated into most often (ties: the most recent), or null before any. */
  favouriteTarget: LanguageCode | null;
  lastDirection: { from: LanguageCode; to: LanguageCode } | null;
  lastAt: Date | null;
  /** UTC calendar days (YYYY-MM-DD) with at least one translation, newest first. */
  activeDays: string[];
}

/**
 * Reads a user's translation counters, after writing the counts still waiting in memory so a
 * translation made a moment ago is already included.
 */
export async function summariseTranslations(
  db: Database,
  counter: TranslationCounter,
  userId: string,
): Promise<TranslationSummary> {
  await counter.flush();
  const mine = eq(translationCounts.userId, userId);
  const [totals, [favourite], [latest], days] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${translationCounts.count}), 0)::int` })
      .from(translationCounts)
      .where(mine),
    db
      .select({ language: translationCounts.targetLanguage })
      .from(translationCounts)
      .where(mine)
      .groupBy(translationCounts.targetLanguage)
      .orderBy(desc(sql`sum(${translationCounts.count})`), desc(sql`max(${translationCounts.lastAt})`))
      .limit(1),
    db
      .select({
        from: translationCounts.sourceLanguage,
        to: translationCounts.targetLanguage,
        at: translationCounts.lastAt,
      })
      .from(translationCounts)
      .where(mine)
      .orderBy(desc(translationCounts.lastAt))
      .limit(1),
    db
      .selectDistinct({ day: translationCounts.day })
      .from(translationCounts)
      .where(mine)
      .orderBy(desc(translationCounts.day)),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    favouriteTarget: (favourite?.language as LanguageCode | undefined) ?? null,
    lastDirection: latest ? { from: latest.from as LanguageCode, to: latest.to as LanguageCode } : null,
    lastAt: latest?.at ?? null,
    activeDays: days.map((row) => row.day),
  };
}
