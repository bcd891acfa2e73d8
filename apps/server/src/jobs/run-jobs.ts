import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobContext, RunningJob } from './job';

/** The jobs of a list, running, in the order they started. */
export interface RunningJobs<Context = JobContext> {
  readonly started: ReadonlyArray<{ job: Job<RunningJob, Context>; running: RunningJob }>;
  /** What `job` returned when it started (tests await the dictionary imports' `finished`). */
  runningOf<Running extends RunningJob>(job: Job<Running, Context>): Running;
}

/**
 * Starts each job in the order listed. If one fails to start, those already started are stopped (last first)
 * and its error is thrown, so a server that cannot start leaves nothing running.
 */
export async function startJobs<Context>(
  jobs: ReadonlyArray<Job<RunningJob, Context>>,
  context: Context,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<RunningJobs<Context>> {
  const started: Array<{ job: Job<RunningJob, Context>; running: RunningJob }> = [];
  const running: RunningJobs<Context> = {
    started,
    runningOf<Running extends RunningJob>(job: Job<Running, Context>): Running {
      const found = started.find((entry) => entry.job === job);
      if (!found) throw new Error(`the job "${job.name}" is not in the list that was started`);
      return found.running as Running;
    },
  };
  for (const job of jobs) {
    try {
      started.push({ job, running: job.start(context) });
    } catch (error) {
      await stopJobs(running, log).catch(() => undefined);
      throw error;
    }
  }
  return running;
}

/**
 * Stops the jobs in the reverse order of their start, each once the one started after it has stopped. A job
 * that fails to stop is logged and the others still stop; the failure is thrown once all have stopped, so the
 * app's close reports it (the database still closes: its onClose hook, added earlier, runs after this one).
 */
export async function stopJobs<Context>(
  running: RunningJobs<Context>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const failures: unknown[] = [];
  for (const { job, running: handle } of [...running.started].reverse()) {
    try {
      await handle.stop();
    } catch (error) {
      log.error({ err: error, job: job.name }, 'a background job failed to stop');
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} background jobs failed to stop`);
}
