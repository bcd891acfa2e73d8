import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';

/** What a job gets when it starts: what routes get, and the app's logger. */
export type JobContext = Deps & { log: FastifyBaseLogger };

/** A job under way. stop() ends it and settles once its work in progress is done, before the database closes. */
export interface RunningJob {
  stop(): Promise<void>;
}

/** Work the server does in the background while it serves, from start-up until it closes. */
export interface Job<Running extends RunningJob = RunningJob, Context = JobContext> {
  /** Names the job in the log (a failure to stop it). */
  name: string;
  /** Starts the work in the background and returns at once. */
  start(context: Context): Running;
}
