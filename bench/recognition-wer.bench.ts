// Word error rate of the speech recogniser this machine has: local Whisper from MODELS_DIR (or a ggml file
// named by WHISPER_MODEL_FILE), or an OpenAI-compatible server (OPENAI_BASE_URL + TRANSCRIBE_MODEL), on
// FLORES sentences spoken by eSpeak NG. eSpeak's robotic voice is harder than a person's: the figures are a
// floor to compare engines and models with each other, not Whisper's WER on human speech (decision 033).
//
//   npm run wer -w @tolk/bench                                    # whatever is installed or configured
//   WHISPER_MODEL_FILE=…/ggml-base.bin BENCH_LANGUAGES=en,no,ru npm run wer -w @tolk/bench

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '@tolk/contracts/languages';
import pino from 'pino';
import { encodeWav } from '../apps/server/src/audio/wav';
import { parseEnginesEnv } from '../apps/server/src/engines/engines-env';
import { createLocalWhisper } from '../apps/server/src/engines/speech-recognition/local-whisper';
import { createOpenAiTranscriber } from '../apps/server/src/engines/speech-recognition/openai-transcriber';
import type { SpeechRecognizer } from '../apps/server/src/engines/speech-recognition/speech-recognizer';
import { EspeakSynthesizer } from '../apps/server/src/engines/speech-synthesis/espeak-synthesizer';
import { CATALOG } from '../apps/server/src/models/catalog/index';
import type { CatalogEntry } from '../apps/server/src/models/catalog-entry';
import { createModelStore } from '../apps/server/src/models/create-model-store';
import { wordErrors } from './support/word-errors';

const FLORES = process.env.FLORES_DIR ? path.resolve(process.env.FLORES_DIR) : nearestFlores(import.meta.dirname);
const SENTENCES = Number(process.env.BENCH_SENTENCES ?? 5);
/** Languages written with spaces between words; ja, zh, th would need a character error rate instead. */
const DEFAULT_LANGUAGES: LanguageCode[] = ['en', 'no', 'ru', 'de', 'es', 'fr', 'pl', 'tr'];
const languages = (process.env.BENCH_LANGUAGES?.split(',') ?? DEFAULT_LANGUAGES).filter((code): code is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code),
);
/** FLORES names Norwegian Bokmål nb; the rest are Tolk's own codes. */
const floresFile = (language: LanguageCode) => path.join(FLORES, `flores-dev.${language === 'no' ? 'nb' : language}`);

const log = pino({ level: 'warn' });
const { config } = parseEnginesEnv(process.env);
if (!config) throw new Error('the engine settings in the environment are not valid');

/** The recogniser to score, and what it is, for the table's title. */
async function recognizer(): Promise<{ engine: SpeechRecognizer; what: string; close: () => Promise<void> }> {
  if (config?.speechRecognition.openai) {
    const openai = config.speechRecognition.openai;
    return {
      engine: createOpenAiTranscriber(openai),
      what: `${openai.model} at ${openai.baseUrl}`,
      close: async () => {},
    };
  }
  const local = config?.speechRecognition.local;
  if (!local) throw new Error('no recogniser: LOCAL_RECOGNITION=off and no OPENAI_BASE_URL with TRANSCRIBE_MODEL');
  const file = process.env.WHISPER_MODEL_FILE;
  const dir = file
    ? mkdtempSync(path.join(os.tmpdir(), 'tolk-wer-'))
    : path.resolve(process.env.MODELS_DIR ?? 'data/models');
  const extra: CatalogEntry[] = file ? [fileEntry(file, dir)] : [];
  const models = createModelStore({
    dir,
    mirror: null,
    budgetBytes: 64 * 1024 ** 3,
    policy: 'admin',
    catalog: [...CATALOG, ...extra],
    log,
  });
  const modelId = extra[0]?.id ?? local.modelId;
  await models.install(modelId);
  const vadModelId =
    local.vadModelId &&
    (await models.install(local.vadModelId).then(
      () => local.vadModelId,
      () => null,
    ));
  const engine = createLocalWhisper({ ...local, modelId, vadModelId }, { models, log });
  const what = `whisper.cpp, ${file ? path.basename(file) : modelId}, ${local.threads} threads, VAD ${vadModelId ? 'on' : 'off'}`;
  return { engine, what, close: () => engine.close().then(() => models.close()) };
}

/** shared/eval/flores beside the checkout or above a developer's worktrees. */
function nearestFlores(from: string): string {
  for (let directory = from; ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, 'shared', 'eval', 'flores');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(directory) === directory) throw new Error('no shared/eval/flores found: set FLORES_DIR');
  }
}

/** A ggml file given by path, as a catalog entry whose size and hash are the file's own (no network). */
function fileEntry(file: string, dir: string): CatalogEntry {
  const id = 'speech-recognition-bench-file';
  mkdirSync(path.join(dir, id), { recursive: true });
  copyFileSync(file, path.join(dir, id, 'model.bin'));
  return {
    id,
    kind: 'speech-recognition',
    languages: LANGUAGE_CODES,
    title: path.basename(file),
    files: [
      {
        path: 'model.bin',
        url: 'https://bench.invalid/model.bin',
        bytes: statSync(file).size,
        sha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
      },
    ],
    licence: { name: 'unknown', url: 'https://bench.invalid' },
    attribution: '',
    homepage: 'https://bench.invalid',
  };
}

const { engine, what, close } = await recognizer();
const speaker = new EspeakSynthesizer();
console.log(`Word error rate, ${SENTENCES} FLORES dev sentences per language spoken by eSpeak NG: ${what}\n`);
console.log('| language | sentences | reference words | errors | WER | seconds per sentence |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
try {
  for (const language of languages) {
    if (!existsSync(floresFile(language))) throw new Error(`no FLORES file ${floresFile(language)}`);
    const sentences = readFileSync(floresFile(language), 'utf8').split('\n').filter(Boolean).slice(0, SENTENCES);
    let words = 0;
    let errors = 0;
    const started = performance.now();
    for (const sentence of sentences) {
      const audio = await speaker.synthesize({ text: sentence, language, signal: AbortSignal.timeout(60_000) });
      const heard = await engine.transcribe({ wav: encodeWav(audio), language, signal: AbortSignal.timeout(300_000) });
      const scored = wordErrors(sentence, heard);
      words += scored.referenceWords;
      errors += scored.errors;
    }
    const seconds = (performance.now() - started) / 1000 / sentences.length;
    const wer = words > 0 ? `${((100 * errors) / words).toFixed(1)} %` : '–';
    console.log(`| ${language} | ${sentences.length} | ${words} | ${errors} | ${wer} | ${seconds.toFixed(1)} |`);
  }
} finally {
  await close();
}
