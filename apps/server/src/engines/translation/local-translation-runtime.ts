import { Worker } from 'node:worker_threads';
import { EngineError } from '../engine-error';

export const LOCAL_ENGINE = 'local';

/** One model call: the model's folder, the text, and the language codes a multilingual model needs. */
export interface LocalModelCall {
  folder: string;
  text: string;
  /** The model's own codes, only for a multilingual model (M2M100); a one-direction model (OPUS-MT) takes none. */
  srcLang?: string;
  tgtLang?: string;
  signal: AbortSignal;
}

/** The thread that runs the local translation models (local-translation-worker.mjs), started on first use. */
export interface LocalTranslationRuntime {
  translate(call: LocalModelCall): Promise<string>;
  close(): Promise<void>;
}

type Answer = { id: number; text?: string; error?: string; cancelled?: boolean };

/** The most a model may write for a text: room for a longer target script, bounded by the models' 512 positions. */
function maxNewTokens(text: string): number {
  return Math.min(512, 2 * text.length + 16);
}

export function createLocalTranslationRuntime(): LocalTranslationRuntime {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();

  const failAll = (message: string) => {
    for (const { reject } of waiting.values()) reject(new EngineError(LOCAL_ENGINE, 'provider-error', message));
    waiting.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(new URL('./local-translation-worker.mjs', import.meta.url));
    // The thread keeps its sessions for the next request but never keeps the process alive.
    thread.unref();
    thread.on('message', (answer: Answer) => {
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if (answer.text?.trim()) pending.resolve(answer.text.trim());
      else if (answer.cancelled) pending.reject(new EngineError(LOCAL_ENGINE, 'timeout', 'stopped at the deadline'));
      else if (answer.error)
        pending.reject(new EngineError(LOCAL_ENGINE, 'malformed', `the model failed: ${answer.error}`));
      else pending.reject(new EngineError(LOCAL_ENGINE, 'malformed', 'empty translation'));
    });
    thread.on('error', (error) => failAll(`the model thread failed: ${error.message}`));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(`the model thread stopped (exit code ${code})`);
    });
    worker = thread;
    return thread;
  }

  return {
    translate({ folder, text, srcLang, tgtLang, signal }) {
      if (signal.aborted) return Promise.reject(new EngineError(LOCAL_ENGINE, 'timeout', 'no time left'));
      const thread = started();
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        // At the deadline the model stops after its current step; the gate has already moved on.
        const cancel = () => thread.postMessage({ type: 'cancel', id });
        signal.addEventListener('abort', cancel, { once: true });
        const settle = () => signal.removeEventListener('abort', cancel);
        waiting.set(id, {
          resolve: (value) => {
            settle();
            resolve(value);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        thread.postMessage({ type: 'translate', id, folder, text, srcLang, tgtLang, maxNewTokens: maxNewTokens(text) });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
