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

export interface PhonemeRequest {
  text: string;
  voice: string;
  signal: AbortSignal;
}

/** eSpeak NG's phonemes for a text, '_' between phonemes: IPA, and its ASCII mnemonics (`-x`). */
export interface EspeakPhonemes {
  ipa: string;
  mnemonics: string;
}

/** One word of Japanese text as the analyser (kuromoji, IPADIC) cut it; readings in katakana. */
export interface JapaneseToken {
  surface: string;
  /** How the word is written in kana (今日 → キョウ); null for a word the dictionary does not know. */
  reading: string | null;
  /** How it is said (今日 → キョー, the particle は → ワ); null like `reading`. */
  pronunciation: string | null;
}

/**
 * The text as it is said, in katakana, for eSpeak NG's Japanese voice, which reads kana only and
 * reads them as written: the analyser's pronunciation also turns the particles は and へ into ワ
 * and エ and long vowels into ー. Words it does not know stay as written.
 */
export function kanaForSpeech(tokens: readonly JapaneseToken[]): string {
  return tokens.map((token) => token.pronunciation ?? token.surface).join('');
}

/** What espeak-worker.js posts once, when the module is loaded or failed to load. */
type Startup = { type: 'ready'; sampleRate: number; voices: EspeakVoice[] } | { type: 'failed'; message: string };

/** What espeak-worker.js posts for each request. */
type Answer = { id: number } & (
  | { outcome: 'audio'; samples: Int16Array }
  | ({ outcome: 'phonemes' } & EspeakPhonemes)
  | { outcome: 'tokens'; tokens: JapaneseToken[] }
  | { outcome: 'aborted' }
  | { outcome: 'voice-not-found' }
  | { outcome: 'failed'; message: string }
);

type Outcome = Answer['outcome'];
type Result<O extends Outcome> = Extract<Answer, { outcome: O }>;
type Failure = Exclude<Answer, { outcome: 'audio' | 'phonemes' | 'tokens' }>;

interface Pending {
  expected: Outcome;
  resolve: (answer: Answer) => void;
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

  async synthesize(request: EspeakRequest): Promise<Int16Array> {
    const { signal, ...message } = request;
    return (await this.send('audio', { kind: 'speak', ...message }, signal)).samples;
  }

  /** The phonemes of a text in a voice's language, without making audio. */
  async phonemes(request: PhonemeRequest): Promise<EspeakPhonemes> {
    const { ipa, mnemonics } = await this.send(
      'phonemes',
      { kind: 'phonemes', text: request.text, voice: request.voice },
      request.signal,
    );
    return { ipa, mnemonics };
  }

  /** Japanese text cut into words with their kana readings; the first call loads the analyser (under a second). */
  async japaneseTokens(request: { text: string; signal: AbortSignal }): Promise<JapaneseToken[]> {
    return (await this.send('tokens', { kind: 'tokens', text: request.text }, request.signal)).tokens;
  }

  private send<O extends Outcome>(
    expected: O,
    message: { kind: string; text: string; voice?: string },
    signal: AbortSignal,
  ): Promise<Result<O>> {
    if (this.stopped) return Promise.reject(new EngineError(ENGINE, 'provider-error', 'the eSpeak NG thread stopped'));
    if (signal.aborted) return Promise.reject(timedOut());
    const id = this.nextId++;
    const abort = new Int32Array(new SharedArrayBuffer(4));
    return new Promise<Result<O>>((resolve, reject) => {
      const onAbort = () => {
        // The worker stops at its next chunk; the caller does not wait for it.
        Atomics.store(abort, 0, 1);
        this.forget(id)?.reject(timedOut());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      this.pending.set(id, {
        expected,
        voice: message.voice ?? '',
        resolve: (answer) => {
          done();
          resolve(answer as Result<O>);
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
    if (answer.outcome === pending.expected) pending.resolve(answer);
    else pending.reject(failureOf(answer as Failure, pending.voice));
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

function failureOf(answer: Failure, voice: string): EngineError {
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
  return new EngineError(ENGINE, 'timeout', 'cancelled before it finished');
}
