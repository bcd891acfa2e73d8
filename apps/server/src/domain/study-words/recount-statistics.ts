import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Counts every kept learner figure again from the rows (words and cards per language, cards per
 * day of due, answers in all; the streak summaries are dropped to be made again): one learner's,
 * or everyone's without `userId`. The database function (drizzle/0016) holds writes to the counted
 * tables back meanwhile, so nothing counted during the repair is lost (decision 037).
 */
export async function recountLearnerStatistics(options: { db: Database; userId?: string }): Promise<void> {
  const { db, userId } = options;
  await db.transaction(async (tx) => {
    await tx.execute(
      userId === undefined
        ? sql`select tolk_recount_learner_statistics()`
        : sql`select tolk_recount_learner_statistics(${userId}::uuid)`,
    );
  });
}
