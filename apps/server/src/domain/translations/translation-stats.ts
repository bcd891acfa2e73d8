import type { LanguageCode } from '@tolk/contracts/languages';
import { desc, eq, max, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translationCounts } from '../../db/schema';
import type { TranslationCounter } from './translation-counter';

export interface TranslationStats {
  total: number;
  /** The most frequent target language; the more recent one wins a tie. Null before any translation. */
  favoriteTarget: LanguageCode | null;
  lastDirection: { from: LanguageCode; to: LanguageCode } | null;
  lastAt: Date | null;
  /** UTC calendar days (YYYY-MM-DD) with at least one translation. */
  days: string[];
}

/**
 * A user's translation statistics from their counters. The counts still waiting in memory are
 * written first, so a translation made a moment ago is already in the figures; the one reader
 * of translation_counts outside the counter, so how counts are kept can change in one place.
 */
export async function readTranslationStats(options: {
  db: Database;
  counter: TranslationCounter;
  userId: string;
}): Promise<TranslationStats> {
  const { db, counter, userId } = options;
  await counter.flush();
  const own = eq(translationCounts.userId, userId);
  const byTarget = await db
    .select({
      language: translationCounts.targetLanguage,
      count: sum(translationCounts.count).mapWith(Number),
      lastAt: max(translationCounts.lastAt),
    })
    .from(translationCounts)
    .where(own)
    .groupBy(translationCounts.targetLanguage)
    .orderBy(desc(sum(translationCounts.count)), desc(max(translationCounts.lastAt)));
  const [last] = await db
    .select({
      from: translationCounts.sourceLanguage,
      to: translationCounts.targetLanguage,
      at: translationCounts.lastAt,
    })
    .from(translationCounts)
    .where(own)
    .orderBy(desc(translationCounts.lastAt))
    .limit(1);
  const days = await db.selectDistinct({ day: translationCounts.day }).from(translationCounts).where(own);

  return {
    total: byTarget.reduce((total, row) => total + row.count, 0),
    favoriteTarget: (byTarget[0]?.language ?? null) as LanguageCode | null,
    lastDirection: last ? { from: last.from as LanguageCode, to: last.to as LanguageCode } : null,
    lastAt: last?.at ?? null,
    days: days.map((row) => row.day),
  };
}
