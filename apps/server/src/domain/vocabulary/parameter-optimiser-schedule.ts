import { OPTIMISE_MIN_REVIEWS } from '@tolk/contracts/vocabulary';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { rowsOf } from './frequency-candidates';
import { optimiseLearnerParameters } from './optimise-learner-parameters';

/**
 * A learner is trained again once their history has grown by this share since the last training
 * (and by REOPTIMISE_MIN_NEW_REVIEWS at least): a fit on 20 % more answers can move the parameters,
 * a handful more cannot. And at most once a day, as Anki advises against optimising more often.
 */
const REOPTIMISE_GROWTH = 0.2;
const REOPTIMISE_MIN_NEW_REVIEWS = 100;
/** How often the sweep looks for learners to train, and how long after start-up the first one runs. */
export const OPTIMISER_SWEEP_INTERVAL_MS = 60 * 60_000;
const FIRST_SWEEP_AFTER_MS = 5 * 60_000;

/**
 * The learners whose parameters are due for training: enough reviews of studied words, never
 * trained or grown enough since, not trained in the last day. One aggregate over the review logs.
 */
export async function learnersDueForOptimisation(db: Database): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select l.user_id from vocabulary_review_logs l
      left join vocabulary_settings s on s.user_id = l.user_id
      where l.study_word_id is not null
        and (s.optimised_at is null or s.optimised_at < now() - interval '1 day')
      group by l.user_id, s.optimised_from_reviews
      having count(*) >= ${OPTIMISE_MIN_REVIEWS}
        and (s.optimised_from_reviews is null
          or count(*) >= s.optimised_from_reviews + greatest(${REOPTIMISE_MIN_NEW_REVIEWS}::integer, s.optimised_from_reviews * ${REOPTIMISE_GROWTH}::double precision))
      order by l.user_id`),
  );
  return rows.map((row) => row.user_id);
}

/** Trains every learner that is due, one after another (training uses the cores; no request waits for it). */
export async function optimiseDueLearners(options: {
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<number> {
  let optimised = 0;
  for (const userId of await learnersDueForOptimisation(options.db)) {
    const outcome = await optimiseLearnerParameters({ ...options, userId });
    if (outcome.optimised) optimised++;
  }
  return optimised;
}

/**
 * Runs the sweep in the background every OPTIMISER_SWEEP_INTERVAL_MS, never in a request. Its
 * timers keep no process alive; stop() waits for a sweep under way. With several instances each
 * sweeps; a learner trained twice gets the same parameters (fsrs-rs seeds its training).
 */
export function startParameterOptimiser(options: { db: Database; log: FastifyBaseLogger }): { stop(): Promise<void> } {
  const { log } = options;
  let sweep: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      sweep = optimiseDueLearners(options)
        .catch((error: unknown) => log.warn({ err: error }, 'the FSRS optimisation sweep failed'))
        .finally(() => schedule(OPTIMISER_SWEEP_INTERVAL_MS));
    }, delay);
    timer.unref();
  };
  schedule(FIRST_SWEEP_AFTER_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await sweep;
    },
  };
}
