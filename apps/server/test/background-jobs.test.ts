import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Job, RunningJob } from '../src/jobs/job';
import { startJobs, stopJobs } from '../src/jobs/run-jobs';
import { CapturedLog } from './support/captured-log';

/** A job that writes what happens to it into the list it is started with; its stop takes `stopMs`. */
function job(name: string, options: { stopMs?: number; stopFails?: boolean; startFails?: boolean } = {}) {
  return {
    name,
    start(events: string[]): RunningJob {
      if (options.startFails) throw new Error(`${name} could not start`);
      events.push(`started ${name}`);
      return {
        async stop() {
          events.push(`stopping ${name}`);
          await new Promise((resolve) => setTimeout(resolve, options.stopMs ?? 0));
          if (options.stopFails) throw new Error(`${name} would not stop`);
          events.push(`stopped ${name}`);
        },
      };
    },
  } satisfies Job<RunningJob, string[]>;
}

/** An app wired as app.ts wires its jobs, after a hook that stands for the database closing. */
async function appWithJobs(jobs: Job<RunningJob, string[]>[]) {
  const log = new CapturedLog();
  const app = Fastify({ logger: { level: 'error', stream: log } });
  const events: string[] = [];
  app.addHook('onClose', async () => {
    events.push('database closed');
  });
  const running = await startJobs(jobs, events, app.log);
  app.addHook('onClose', () => stopJobs(running, app.log));
  await app.ready();
  return { app, events, log, running };
}

describe('background jobs', () => {
  it('stop in the reverse order of their start when the app closes, each after the later one stopped', async () => {
    const { app, events } = await appWithJobs([
      job('sweeper', { stopMs: 5 }),
      job('optimiser'),
      job('imports', { stopMs: 30 }),
    ]);
    expect(events).toEqual(['started sweeper', 'started optimiser', 'started imports']);
    await app.close();
    expect(events.slice(3)).toEqual([
      'stopping imports',
      'stopped imports',
      'stopping optimiser',
      'stopped optimiser',
      'stopping sweeper',
      'stopped sweeper',
      'database closed',
    ]);
  });

  it('a job failing to stop is logged, the others still stop, and the close reports it', async () => {
    const { app, events, log } = await appWithJobs([
      job('sweeper'),
      job('optimiser', { stopFails: true }),
      job('imports'),
    ]);
    await expect(app.close()).rejects.toThrow('optimiser would not stop');
    expect(events.slice(3)).toEqual([
      'stopping imports',
      'stopped imports',
      'stopping optimiser',
      'stopping sweeper',
      'stopped sweeper',
      'database closed',
    ]);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ job: 'optimiser', msg: 'a background job failed to stop' }),
    );
  });

  it('a job failing to start stops the ones started before it, and the error reaches the start', async () => {
    const events: string[] = [];
    const jobs = [job('sweeper'), job('optimiser'), job('imports', { startFails: true })];
    await expect(startJobs(jobs, events, Fastify().log)).rejects.toThrow('imports could not start');
    expect(events).toEqual([
      'started sweeper',
      'started optimiser',
      'stopping optimiser',
      'stopped optimiser',
      'stopping sweeper',
      'stopped sweeper',
    ]);
  });

  it('hands back what a job of the list returned when it started', async () => {
    const imports = job('imports');
    const { app, running } = await appWithJobs([job('sweeper'), imports]);
    expect(running.runningOf(imports)).toBe(running.started[1]?.running);
    expect(() => running.runningOf(job('not started'))).toThrow('"not started" is not in the list that was started');
    await app.close();
  });
});
