import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OptimisedParameters, TrainingReview } from './fsrs-optimiser';

const CHILD = fileURLToPath(new URL('./optimiser-process.ts', import.meta.url));
/** A training that takes longer than this is stuck: the child is killed and the defaults stay. */
const TIMEOUT_MS = 5 * 60_000;

type ChildAnswer = { ok: true; result: OptimisedParameters } | { ok: false; error: string };

/**
 * Trains in a child process of its own (Node run through tsx, as the server is): fsrs-rs is native
 * code in beta, and a panic there aborts the process it runs in, so it must not be the server's.
 * The reviews go over IPC (advanced serialisation keeps their dates); the child exits after
 * answering. A child that dies, or answers nothing within TIMEOUT_MS, is an error for the caller.
 */
export function optimiseInChild(reviews: TrainingReview[]): Promise<OptimisedParameters> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let answer: ChildAnswer | undefined;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString()}`.slice(-2_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('message', (message: ChildAnswer) => {
      answer = message;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer?.ok) resolve(answer.result);
      else if (answer) reject(new Error(`FSRS optimiser failed: ${answer.error}`));
      else
        reject(
          new Error(
            `FSRS optimiser process ended (${signal ?? `code ${code}`}): ${stderr.trim().split('\n')[0] ?? ''}`,
          ),
        );
    });
    child.send(reviews);
  });
}
