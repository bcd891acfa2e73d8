import type { Database } from '../db/client';
import { recountLearnerStatistics } from '../domain/study-words/recount-statistics';

const USAGE = `Usage: npm run statistics -- recount [user-id]

Counts the learners' kept figures (words, cards and due cards per language, answers, streak summaries)
again from their rows: one learner's, or everyone's. On the embedded database, stop the server first:
PGlite opens DATA_DIR/db in one process at a time. On PostgreSQL it runs beside the instances; writes
to study words, cards and answers wait for it.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `statistics recount [user-id]`: returns the process exit code (0 done, 2 usage). */
export async function runStatisticsCli(
  argv: string[],
  options: { db: Database; print: (line: string) => void },
): Promise<number> {
  const [command, userId, ...rest] = argv;
  if (command !== 'recount' || rest.length > 0 || (userId !== undefined && !UUID.test(userId))) {
    options.print(USAGE);
    return 2;
  }
  const started = performance.now();
  await recountLearnerStatistics({ db: options.db, userId });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.print(`Recounted the kept figures of ${userId ?? 'every learner'} in ${seconds} s.`);
  return 0;
}
