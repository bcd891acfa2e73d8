import path from 'node:path';
// Types only: the native binding is imported on the first transcription, so a server that never
// transcribes locally never loads whisper.cpp.
import type { WhisperContext, WhisperVadContext } from '@fugood/whisper.node';
import type { LanguageCode } from '@tolk/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { ModelStore } from '../../models/model-store';
import { EngineError } from '../engine-error';
import type { EngineProbe } from '../engine-probe';
import { createEngineSlots } from '../engine-slots';
import { prepareOrThrow } from '../prepare-model';
import { recognizedWords } from './recognized-words';
import type { LocalWhisperConfig } from './speech-recognition-config';
import type { RecognitionRequest, SpeechRecognizer } from './speech-recognizer';
import { keepSpeech, whisperPcm } from './whisper-audio';

const ENGINE = 'whisper';

/**
 * Our language codes → Whisper's. All 20 are Whisper languages under the same ISO 639-1 code (Whisper's
 * tokenizer names Norwegian `no`, Chinese `zh`); kept as a table so a new language is a conscious entry.
 */
const WHISPER_LANGUAGE: Record<LanguageCode, string> = {
  no: 'no',
  ru: 'ru',
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt',
  ja: 'ja',
  nl: 'nl',
  pl: 'pl',
  sv: 'sv',
  da: 'da',
  fi: 'fi',
  ko: 'ko',
  zh: 'zh',
  ar: 'ar',
  tr: 'tr',
  hi: 'hi',
  th: 'th',
};

export interface LocalWhisper extends SpeechRecognizer {
  /** Releases the loaded models (whisper.cpp contexts); a transcription still running ends first. */
  close(): Promise<void>;
}

/**
 * Whisper run in this process by whisper.cpp through @fugood/whisper.node (decision 033), its models
 * from the model store: installed → used; absent with MODELS_POLICY on-demand → the download starts and
 * the call fails 'preparing' (the learner sees its progress); otherwise the engine serves nothing.
 *
 * Each model is loaded once, on first use, and reused. One whisper.cpp context runs one transcription
 * at a time (the binding locks it), on threads of its own, so the event loop keeps running; calls take
 * turns here, so none blocks a libuv worker waiting for the lock. Silero VAD (whisper.cpp's ggml port)
 * first keeps only the stretches of speech: Whisper invents text for silence, and less audio is faster.
 * An aborted call is stopped; the binding cannot interrupt whisper.cpp mid-window, so the turn stays
 * taken until the native work has ended, and the next call waits for it.
 */
export function createLocalWhisper(
  config: LocalWhisperConfig,
  options: { models: ModelStore; log: FastifyBaseLogger },
): LocalWhisper {
  const { models, log } = options;
  const turn = createEngineSlots({ size: 1 });
  const loaded = new Map<string, Promise<WhisperContext | WhisperVadContext>>();
  let closed = false;

  /** The model file of a catalog entry, once installed (or the preparing/unsupported EngineError). */
  function modelFile(entryId: string): string {
    const folder = prepareOrThrow(models, entryId, ENGINE);
    const file = models.entry(entryId)?.files[0];
    if (!file) throw new EngineError(ENGINE, 'unsupported', `catalog entry ${entryId} has no file`);
    return path.join(folder, file.path);
  }

  function load<T extends WhisperContext | WhisperVadContext>(file: string, init: () => Promise<T>): Promise<T> {
    let context = loaded.get(file) as Promise<T> | undefined;
    if (!context) {
      const started = performance.now();
      context = init().then(
        (ready) => {
          log.info(
            { engine: ENGINE, file: path.basename(file), ms: Math.round(performance.now() - started) },
            'whisper model loaded',
          );
          return ready;
        },
        (error: unknown) => {
          loaded.delete(file);
          throw new EngineError(ENGINE, 'provider-error', `cannot load ${path.basename(file)}: ${messageOf(error)}`);
        },
      );
      loaded.set(file, context);
    }
    return context;
  }

  const whisper = (file: string) =>
    load(file, async () => (await import('@fugood/whisper.node')).initWhisper({ filePath: file, useGpu: false }));
  const vad = (file: string) =>
    load(file, async () =>
      (await import('@fugood/whisper.node')).initWhisperVad({ filePath: file, useGpu: false, nThreads: 1 }),
    );

  /** The audio Whisper should hear: the speech the VAD found (empty when none), or all of it without a VAD. */
  async function speechOf(pcm: Int16Array, vadFile: string | null): Promise<Int16Array> {
    if (!vadFile) return pcm;
    const segments = await (await vad(vadFile)).detectSpeechData(copyOf(pcm), { threshold: config.vadThreshold });
    return keepSpeech(pcm, segments);
  }

  async function run(request: RecognitionRequest, modelPath: string, vadPath: string | null): Promise<string> {
    const { signal } = request;
    const context = await whisper(modelPath);
    const speech = await speechOf(whisperPcm(request.wav), vadPath);
    if (speech.length === 0) return '';
    signal.throwIfAborted();
    const job = context.transcribeData(copyOf(speech), {
      language: WHISPER_LANGUAGE[request.language],
      maxThreads: config.threads,
    });
    const stop = () => void job.stop();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const result = await job.promise;
      return result.isAborted ? '' : recognizedWords(result.result);
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }

  return {
    name: ENGINE,
    supports: (language) =>
      language in WHISPER_LANGUAGE && (models.installedPath(config.modelId) !== null || models.policy === 'on-demand'),
    async transcribe(request) {
      const { signal } = request;
      if (closed) throw new EngineError(ENGINE, 'provider-error', 'the engine has been closed');
      // Both downloads start on the first call; the Whisper model's progress is the one the learner sees.
      const vadPath = config.vadModelId ? attempt(() => modelFile(config.vadModelId as string)) : null;
      const modelPath = modelFile(config.modelId);
      if (vadPath instanceof Error) throw vadPath;
      let release: () => void;
      try {
        release = await turn.acquire(signal);
      } catch {
        throw new EngineError(ENGINE, 'timeout', 'waited for the model’s turn');
      }
      // The turn is given back when the native work has ended, even after the caller gave up.
      const work = run(request, modelPath, vadPath).finally(release);
      try {
        return await untilAborted(work, signal);
      } catch (error) {
        if (error instanceof EngineError) throw error;
        if (signal.aborted) throw new EngineError(ENGINE, 'timeout', 'stopped: the call was cancelled or timed out');
        throw new EngineError(ENGINE, 'provider-error', messageOf(error));
      }
    },
    async probe(): Promise<EngineProbe> {
      const started = performance.now();
      const latencyMs = () => Math.round(performance.now() - started);
      if (models.installedPath(config.modelId) === null) {
        return {
          status: 'DOWN',
          latencyMs: 0,
          error: `${config.modelId} is not installed (MODELS_POLICY=${models.policy})`,
        };
      }
      try {
        await whisper(modelFile(config.modelId));
        return { status: 'UP', latencyMs: latencyMs() };
      } catch (error) {
        return { status: 'DOWN', latencyMs: latencyMs(), error: messageOf(error) };
      }
    },
    async close() {
      closed = true;
      const contexts = [...loaded.values()];
      loaded.clear();
      await Promise.all(contexts.map((context) => context.then((ready) => ready.release()).catch(() => undefined)));
    },
  };
}

/** The binding takes an ArrayBuffer of exactly the samples. */
function copyOf(pcm: Int16Array): ArrayBuffer {
  return pcm.slice().buffer;
}

function attempt<T>(work: () => T): T | Error {
  try {
    return work();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The work's answer, or a rejection as soon as the signal aborts (the work goes on to its end). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new EngineError(ENGINE, 'timeout', 'stopped: the call was cancelled or timed out'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
