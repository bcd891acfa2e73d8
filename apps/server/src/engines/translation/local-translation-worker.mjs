// The local translation models' thread (decision 034): transformers.js and ONNX Runtime run here, so the
// server's event loop never waits for a model step. Plain JavaScript so it starts the same under tsx,
// vitest and node. Messages in: { type: 'translate', id, folder, text, srcLang?, tgtLang?, maxNewTokens }
// and { type: 'cancel', id }; out: { id, text } or { id, error, cancelled? }.
import { basename, dirname, isAbsolute } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { env, LogLevel, pipeline, StoppingCriteria } from '@huggingface/transformers';

// Never fetch: every model comes from the model store's folders, given here as absolute paths.
env.allowRemoteModels = false;
env.allowLocalModels = true;
env.useFSCache = false;
env.useBrowserCache = false;
// Errors reach the server as answers; the library's own warnings (MarianTokenizer's) would only be noise.
env.logLevel = LogLevel.ERROR;

/** One pipeline per model folder, made once and kept: its ONNX sessions are reused by every request. */
const pipelines = new Map();
const cancelled = new Set();
/** Loads one at a time: transformers.js reads its model root from the shared `env` while it loads. */
let loading = Promise.resolve();

class StopWhenCancelled extends StoppingCriteria {
  constructor(id) {
    super();
    this.id = id;
  }
  _call(inputIds) {
    return inputIds.map(() => cancelled.has(this.id));
  }
}

function translatorFor(folder) {
  if (!isAbsolute(folder)) throw new Error(`model folder must be absolute: ${folder}`);
  let pending = pipelines.get(folder);
  if (!pending) {
    pending = loading.then(() => {
      env.localModelPath = dirname(folder);
      return pipeline('translation', basename(folder), { dtype: 'q8', local_files_only: true });
    });
    loading = pending.then(
      () => undefined,
      () => undefined,
    );
    pipelines.set(folder, pending);
    // A folder that failed to load (a corrupt file) is tried afresh next time, once it was replaced.
    pending.catch(() => pipelines.delete(folder));
  }
  return pending;
}

async function translate(message) {
  const translator = await translatorFor(message.folder);
  const options = { max_new_tokens: message.maxNewTokens, stopping_criteria: [new StopWhenCancelled(message.id)] };
  if (message.tgtLang) Object.assign(options, { src_lang: message.srcLang, tgt_lang: message.tgtLang });
  const [output] = await translator(message.text, options);
  return output?.translation_text;
}

parentPort?.on('message', (message) => {
  if (message.type === 'cancel') {
    cancelled.add(message.id);
    return;
  }
  translate(message)
    .then(
      (text) => {
        if (cancelled.has(message.id)) parentPort?.postMessage({ id: message.id, error: 'cancelled', cancelled: true });
        else parentPort?.postMessage({ id: message.id, text });
      },
      (error) =>
        parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => cancelled.delete(message.id));
});
