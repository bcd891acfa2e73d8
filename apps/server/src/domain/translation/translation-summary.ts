import type { LanguageCode } from '@tolk/contracts/languages';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translationCounts, translationTargetTotals } from '../../db/schema/translation';
import type { TranslationCounter } from './translation-counter';

/** What a user's statistics need to know about their translations. */
export interface TranslationSummary {
  total: number;
  /** The target language translated into most often (ties: the most recent), or null before any. */
  favouriteTarget: LanguageCode | null;
  lastDirection: { from: LanguageCode; to: LanguageCode } | null;
  lastAt: Date | null;
}

/**
 * Reads a user's translation totals, after writing the counts still waiting in memory so a
 * translation made a moment ago is already included: the total and favourite from the kept totals
 * per target language (at most one row a language, drizzle/0019), the last direction one step back
 * on the counters' (user, last_at) index.
 */
export async function summariseTranslations(
  db: Database,
  counter: TranslationCounter,
  userId: string,
): Promise<TranslationSummary> {
  await counter.flush();
  const [targets, [latest]] = await Promise.all([
    db
      .select({ language: translationTargetTotals.targetLanguage, count: translationTargetTotals.count })
      .from(translationTargetTotals)
      .where(eq(translationTargetTotals.userId, userId))
      .orderBy(desc(translationTargetTotals.count), desc(translationTargetTotals.lastAt)),
    db
      .select({
        from: translationCounts.sourceLanguage,
        to: translationCounts.targetLanguage,
        at: translationCounts.lastAt,
      })
      .from(translationCounts)
      .where(eq(translationCounts.userId, userId))
      .orderBy(desc(translationCounts.lastAt))
      .limit(1),
  ]);
  const favourite = targets.find((row) => row.count > 0);
  return {
    total: targets.reduce((sum, row) => sum + row.count, 0),
    favouriteTarget: (favourite?.language as LanguageCode | undefined) ?? null,
    lastDirection: latest ? { from: latest.from as LanguageCode, to: latest.to as LanguageCode } : null,
    lastAt: latest?.at ?? null,
  };
}
