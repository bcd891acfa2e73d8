import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ClipToRender, RenderAnswer } from './render-job-clips';

/** What a rendering thread made of a track's clips. */
export type RenderOutcome = Exclude<RenderAnswer, { type: 'progress' }>;

/** Renders tracks in a few threads, one track per thread at a time; the rest wait their turn in order. */
export interface TrackRenderPool {
  render(clips: ClipToRender[], onProgress: (fraction: number) => void): Promise<RenderOutcome>;
  /** Ends the threads; renders in progress or waiting fail. */
  close(): Promise<void>;
}

/**
 * Threads from the CPU count, leaving one core to the server's event loop and the database: rendering
 * is CPU work, and more threads than cores only make every render slower (decision 038).
 */
export function defaultRenderThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

interface Task {
  clips: ClipToRender[];
  onProgress: (fraction: number) => void;
  resolve: (outcome: RenderOutcome) => void;
  reject: (error: Error) => void;
}

/**
 * Threads start on the first render and stay, unreferenced, for the next (each loads tsx and the MP3
 * codecs once, about a second). A thread that dies fails its track and is replaced on the next render.
 */
export function createTrackRenderPool(size = defaultRenderThreads()): TrackRenderPool {
  const waiting: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  let threads = 0;
  let nextId = 0;
  let closed = false;

  const finish = (worker: Worker, settle: (task: Task) => void) => {
    const task = busy.get(worker);
    busy.delete(worker);
    if (task) settle(task);
  };

  const startThread = () => {
    threads++;
    const worker = new Worker(new URL('./render-thread.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (answer: RenderAnswer | { type: 'ready' }) => {
      if (answer.type === 'ready') return handOut(worker);
      if (answer.type === 'progress') return busy.get(worker)?.onProgress(answer.fraction);
      finish(worker, (task) => task.resolve(answer));
      handOut(worker);
    });
    const lost = (reason: string) => {
      threads--;
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      finish(worker, (task) => task.reject(new Error(`the rendering thread ${reason}`)));
      if (!closed && waiting.length > 0 && threads === 0) startThread();
    };
    worker.on('error', (error) => lost(`failed: ${error.message}`));
    worker.on('exit', (code) => lost(`stopped (exit code ${code})`));
  };

  const handOut = (worker: Worker) => {
    const task = waiting.shift();
    if (!task) {
      idle.push(worker);
      worker.unref();
      return;
    }
    busy.set(worker, task);
    worker.ref();
    const transfer = task.clips.map((clip) => clip.bytes.buffer as ArrayBuffer);
    worker.postMessage({ id: nextId++, clips: task.clips }, [...new Set(transfer)]);
  };

  return {
    render(clips, onProgress) {
      if (closed) return Promise.reject(new Error('the rendering threads are closed'));
      return new Promise<RenderOutcome>((resolve, reject) => {
        // Copies the thread owns: a stored clip's bytes may share a buffer with other data.
        const own = clips.map((clip) => ({ ...clip, bytes: clip.bytes.slice() }));
        waiting.push({ clips: own, onProgress, resolve, reject });
        const worker = idle.pop();
        if (worker) handOut(worker);
        else if (threads < size) startThread();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('the rendering threads are closed'));
      const all = [...idle.splice(0), ...busy.keys()];
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
