import { Worker } from 'node:worker_threads';
import { EngineError } from '../engine-error';

const ENGINE = 'espeak-ng';

export interface EspeakVoice {
  identifier: string;
  /** Language names the voice answers to, e.g. ['nb', 'no']. */
  languages: string[];
}

export interface EspeakRequest {
  text: string;
  /** A voice identifier from the build's list, e.g. 'gmq/nb'. */
  voice: string;
  wordsPerMinute: number;
  signal: AbortSignal;
}

/** What espeak-worker.js posts once, when the module is loaded or failed to load. */
type Startup = { type: 'ready'; sampleRate: number; voices: EspeakVoice[] } | { type: 'failed'; message: string };

/** What espeak-worker.js posts for each request. */
type Answer = { id: number } & (
  | { outcome: 'audio'; samples: Int16Array }
  | { outcome: 'aborted' }
  | { outcome: 'voice-not-found' }
  | { outcome: 'failed'; message: string }
);

interface Pending {
  resolve: (samples: Int16Array) => void;
  reject: (error: EngineError) => void;
  voice: string;
}

/**
 * The main thread's side of one eSpeak NG worker thread: numbers requests, matches answers,
 * and turns the caller's AbortSignal into the shared flag the worker checks between chunks.
 * The thread keeps the process alive only while a request is in flight.
 */
export class EspeakWorkerClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private stopped = false;

  private constructor(
    private readonly worker: Worker,
    readonly sampleRate: number,
    readonly voices: readonly EspeakVoice[],
    private readonly onStop: () => void,
  ) {
    worker.on('message', (answer: Answer) => this.settle(answer));
    worker.on('error', (error) => this.stop(`crashed: ${error.message}`));
    worker.on('exit', (code) => this.stop(`stopped (exit code ${code})`));
    worker.unref();
  }

  /** Starts a thread and waits until it has loaded the module. `onStop` runs if the thread later dies. */
  static start(onStop: () => void): Promise<EspeakWorkerClient> {
    const worker = new Worker(new URL('./espeak-worker.js', import.meta.url));
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => fail(error.message);
      const onExit = (code: number) => fail(`the thread exited with code ${code}`);
      const fail = (reason: string) => {
        void worker.terminate();
        reject(new EngineError(ENGINE, 'unreachable', `could not load eSpeak NG: ${reason}`));
      };
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.once('message', (startup: Startup) => {
        // Only these two: the Worker keeps listeners of its own (removeAllListeners breaks it).
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (startup.type === 'failed') return fail(startup.message);
        resolve(new EspeakWorkerClient(worker, startup.sampleRate, startup.voices, onStop));
      });
    });
  }

  synthesize(request: EspeakRequest): Promise<Int16Array> {
    const { signal, ...message } = request;
    if (this.stopped) return Promise.reject(new EngineError(ENGINE, 'provider-error', 'the eSpeak NG thread stopped'));
    if (signal.aborted) return Promise.reject(timedOut());
    const id = this.nextId++;
    const abort = new Int32Array(new SharedArrayBuffer(4));
    return new Promise<Int16Array>((resolve, reject) => {
      const onAbort = () => {
        // The worker stops at its next chunk; the caller does not wait for it.
        Atomics.store(abort, 0, 1);
        this.forget(id)?.reject(timedOut());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      this.pending.set(id, {
        voice: request.voice,
        resolve: (samples) => {
          done();
          resolve(samples);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, abort, ...message });
    });
  }

  /** Ends the thread; pending requests fail. For tests and shutdown. */
  async close(): Promise<void> {
    this.stop('was closed');
    await this.worker.terminate();
  }

  private settle(answer: Answer): void {
    const pending = this.forget(answer.id);
    if (!pending) return; // its caller already gave up
    if (answer.outcome === 'audio') pending.resolve(answer.samples);
    else pending.reject(failureOf(answer, pending.voice));
  }

  private forget(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (pending && this.pending.size === 0) this.worker.unref();
    return pending;
  }

  private stop(reason: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.onStop();
    for (const id of [...this.pending.keys()]) {
      this.forget(id)?.reject(new EngineError(ENGINE, 'provider-error', `the eSpeak NG thread ${reason}`));
    }
  }
}

function failureOf(answer: Exclude<Answer, { outcome: 'audio' }>, voice: string): EngineError {
  switch (answer.outcome) {
    case 'aborted':
      return timedOut();
    case 'voice-not-found':
      return new EngineError(ENGINE, 'unsupported', `this build has no voice '${voice}'`);
    case 'failed':
      return new EngineError(ENGINE, 'provider-error', answer.message);
  }
}

function timedOut(): EngineError {
  return new EngineError(ENGINE, 'timeout', 'synthesis cancelled before it finished');
}
