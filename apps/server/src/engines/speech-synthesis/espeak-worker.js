// @ts-check
// The eSpeak NG WebAssembly module, run in a worker thread (espeak-worker-client.ts starts it).
//
// Why a thread: synthesis is one synchronous WebAssembly call, about 1/50 of the audio's length;
// on the main thread a long text would stall every other request for seconds.
// Why JavaScript: Node 20 applies no TypeScript loader (tsx, Vitest) to a worker's entry file.
// The protocol's types live in espeak-worker-client.ts; keep the two in step.
import { parentPort } from 'node:worker_threads';
import createEspeakModule from '@echogarden/espeak-ng-emscripten';

/** eSpeak NG's return code when no voice has the name given to set_voice. */
const EE_NOT_FOUND = 2;

const port = parentPort;
if (!port) throw new Error('espeak-worker.js must run in a worker thread');

try {
  const espeakModule = await createEspeakModule();
  const espeak = new espeakModule.eSpeakNGWorker();
  const voices = espeak.list_voices().map((voice) => ({
    identifier: voice.identifier,
    languages: voice.languages.map((language) => language.name),
  }));
  port.on('message', (request) => port.postMessage(...answer(espeak, request)));
  port.postMessage({ type: 'ready', sampleRate: espeak.samplerate, voices });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

/**
 * Messages are handled one at a time, so the module (which keeps the current voice in global
 * state) is never entered twice. `request.abort` is shared memory the main thread sets when the
 * caller gives up: checked before starting and after every chunk eSpeak produces.
 */
function answer(espeak, request) {
  const { id, text, voice, wordsPerMinute, abort } = request;
  const aborted = () => Atomics.load(abort, 0) !== 0;
  if (aborted()) return [{ id, outcome: 'aborted' }];
  if (espeak.set_voice(voice) === EE_NOT_FOUND) return [{ id, outcome: 'voice-not-found' }];
  espeak.rate = wordsPerMinute;
  const chunks = [];
  try {
    // The callback's return value tells eSpeak whether to stop.
    espeak.synthesize(text, (chunk) => {
      chunks.push(chunk);
      return aborted();
    });
  } catch (error) {
    // A trapped WebAssembly call leaves the module in an unknown state: end the thread so the
    // client starts a fresh one instead of reusing it.
    setImmediate(() => process.exit(1));
    return [{ id, outcome: 'failed', message: error instanceof Error ? error.message : String(error) }];
  }
  if (aborted()) return [{ id, outcome: 'aborted' }];
  const samples = concatenate(chunks);
  return [{ id, outcome: 'audio', samples }, [samples.buffer]];
}

function concatenate(chunks) {
  const samples = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return samples;
}
