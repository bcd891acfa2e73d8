// @ts-check
// The eSpeak NG WebAssembly module, run in a worker thread (espeak-worker-client.ts starts it).
// The same thread also holds the Japanese morphological analyser (kuromoji), loaded on the first
// request for Japanese tokens: it reads kanji for speech and for furigana.
//
// Why a thread: synthesis is one synchronous WebAssembly call, about 1/50 of the audio's length;
// on the main thread a long text would stall every other request for seconds. The analyser's
// dictionary takes about 0.7 s and 160 MB of live memory to build, which the main thread is spared too.
// Why JavaScript: Node 20 applies no TypeScript loader (tsx, Vitest) to a worker's entry file.
// The protocol's types live in espeak-worker-client.ts; keep the two in step.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import kuromoji from '@sglkc/kuromoji';

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
  const readString = (pointer) => {
    const heap = espeakModule.HEAPU8;
    let end = pointer;
    while (heap[end] !== 0) end++;
    return new TextDecoder().decode(heap.subarray(pointer, end));
  };
  port.on('message', (request) => {
    if (request.kind === 'tokens') {
      void tokensOf(request).then((reply) => port.postMessage(reply));
      return;
    }
    const reply = request.kind === 'phonemes' ? phonemesOf(espeak, readString, request) : answer(espeak, request);
    port.postMessage(...reply);
  });
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
    return crashed(id, error);
  }
  if (aborted()) return [{ id, outcome: 'aborted' }];
  const samples = concatenate(chunks);
  return [{ id, outcome: 'audio', samples }, [samples.buffer]];
}

/**
 * The text's phonemes as eSpeak NG writes them with `--ipa` and with `-x` (its ASCII mnemonics),
 * both with '_' between phonemes: the mnemonics keep what the IPA writer drops (a tone's every
 * digit after the first), so the caller can repair the IPA phoneme by phoneme. No audio is made.
 */
function phonemesOf(espeak, readString, request) {
  const { id, text, voice } = request;
  if (espeak.set_voice(voice) === EE_NOT_FOUND) return [{ id, outcome: 'voice-not-found' }];
  try {
    const ipa = readString(espeak.convert_to_phonemes(text, true).ptr);
    const mnemonics = readString(espeak.convert_to_phonemes(text, false).ptr);
    return [{ id, outcome: 'phonemes', ipa, mnemonics }];
  } catch (error) {
    return crashed(id, error);
  }
}

/** A trapped WebAssembly call leaves the module in an unknown state: end the thread so the client starts a fresh one. */
function crashed(id, error) {
  setImmediate(() => process.exit(1));
  return [{ id, outcome: 'failed', message: error instanceof Error ? error.message : String(error) }];
}

/** @type {Promise<any> | undefined} */
let tokenizer;

/** Japanese text cut into words with their readings; the analyser is built on the first call. */
async function tokensOf(request) {
  const { id, text } = request;
  try {
    if (!tokenizer) {
      tokenizer = buildTokenizer();
      // A failed build is tried again by the next request rather than remembered.
      tokenizer.catch(() => {
        tokenizer = undefined;
      });
    }
    const tokens = (await tokenizer).tokenize(text).map((token) => ({
      surface: token.surface_form,
      reading: token.reading ?? null,
      pronunciation: token.pronunciation ?? null,
    }));
    return { id, outcome: 'tokens', tokens };
  } catch (error) {
    return { id, outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The IPADIC dictionary ships inside the package: loaded from node_modules, never from the network. */
function buildTokenizer() {
  const dicPath = join(dirname(createRequire(import.meta.url).resolve('@sglkc/kuromoji/package.json')), 'dict');
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
  });
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
