// GET /api/unified-dictionary/entry/{word} of a known word through an inflected form ('bøkene' →
// 'bok': forms index, headword entries, frequency rank, the study-list upsert) at 32 connections,
// against GET /api/auth/me (the same token check and user lookup, nothing else) and a bare route of
// the same server in the same run, so the ratios hold on a noisy machine. The embedded database is
// filled first with the whole Norwegian Bokmål Wiktionary TSV and the 50k OpenSubtitles frequency
// list from ../shared/data (OPEN_DATA_DIR), then the real server starts on it in its own process.
// Run: npx tsx bench/dictionary-lookup.bench.ts (BENCH_DURATION_S, BENCH_PORT)
import { createReadStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { DictionaryEntry } from '@tolk/contracts/dictionary';
import { openDatabase } from '../apps/server/src/db/client';
import { lexiconSources } from '../apps/server/src/db/schema/dictionary';
import { writeLexicon } from '../apps/server/src/domain/dictionary/lexicon-writer';
import { readVuizurTsv } from '../apps/server/src/domain/dictionary/readers/vuizur-tsv-reader';
import {
  nbTsv,
  noFrequencies,
  seedFrequencies,
  WIKTIONARY_ATTRIBUTION,
} from '../apps/server/test/support/dictionary-lexicon';
import { CONNECTIONS, load, printTable } from './support/load';
import { startTolkServer } from './support/tolk-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET = { p99Ms: 20 };
const WORD = 'bøkene';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tolk-bench-dictionary-'));
const started = performance.now();
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
const [source] = await database.db
  .insert(lexiconSources)
  .values({
    format: 'vuizur-tsv',
    language: 'no',
    fileName: path.basename(nbTsv()),
    contentHash: 'bench',
    status: 'imported',
    attribution: WIKTIONARY_ATTRIBUTION,
  })
  .returning({ id: lexiconSources.id });
if (!source) throw new Error('no source row');
const entries = await writeLexicon({
  db: database.db,
  sourceId: source.id,
  language: 'no',
  records: readVuizurTsv(nbTsv()),
});
const ranks = await seedFrequencies(database.db, { language: 'no', file: noFrequencies() });
await database.close();
console.log(
  `lexicon: ${entries} entries and ${ranks} frequency ranks stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const server = await startTolkServer(Number(process.env.BENCH_PORT ?? 3414), { DATA_DIR: dataDir });
try {
  const auth = { authorization: `Bearer ${server.token}` };
  const entryUrl = `${server.baseUrl}/api/unified-dictionary/entry/${encodeURIComponent(WORD)}?language=no&interfaceLanguage=en`;
  const check = await fetch(entryUrl, { headers: auth });
  const entry = DictionaryEntry.parse(await check.json());
  console.log(`${WORD} → ${entry.word}: ${entry.definitionList.join('; ')} (rank ${entry.frequencyRank})`);

  await load({ label: 'warm-up', url: entryUrl, headers: auth, durationSeconds: 3 });
  const bare = await load({
    label: 'GET /api/public/health-simple (bare route)',
    url: `${server.baseUrl}/api/public/health-simple`,
    durationSeconds: DURATION_S,
  });
  const me = await load({
    label: 'GET /api/auth/me (bare authenticated route)',
    url: `${server.baseUrl}/api/auth/me`,
    headers: auth,
    durationSeconds: DURATION_S,
  });
  const lookUp = await load({
    label: `GET entry/${WORD} (look-up + study list)`,
    url: entryUrl,
    headers: auth,
    durationSeconds: DURATION_S,
  });

  // Distinct words in turn: headwords and forms of the lexicon, most common first, so most miss
  // the in-memory look-up cache on their first pass and every one writes a new study-list row.
  const words = await distinctWords(4_000);
  let next = 0;
  const distinct = await load({
    label: `GET entry of ${words.length} distinct words in turn`,
    url: entryUrl,
    path: () => {
      const word = words[next++ % words.length] ?? WORD;
      return `/api/unified-dictionary/entry/${encodeURIComponent(word)}?language=no&interfaceLanguage=en`;
    },
    headers: auth,
    durationSeconds: DURATION_S,
  });

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, embedded PGlite, ${os.cpus().length} cores`);
  printTable([bare, me, lookUp, distinct]);
  console.log(
    `entry look-up: ${((lookUp.requestsPerSecond / me.requestsPerSecond) * 100).toFixed(1)}% of /api/auth/me's throughput, ` +
      `p99 ${(lookUp.p99Ms / Math.max(me.p99Ms, 1)).toFixed(2)}× its p99`,
  );
  console.log(`server resident memory after the run: ${(server.residentBytes() / 1048576).toFixed(1)} MiB`);
  const misses = [
    lookUp.p99Ms >= TARGET.p99Ms && `p99 ${lookUp.p99Ms} ms >= ${TARGET.p99Ms} ms`,
    lookUp.errors + lookUp.non2xx > 0 && `${lookUp.errors} errors and ${lookUp.non2xx} non-2xx answers`,
    distinct.errors > 0 && `${distinct.errors} errors with distinct words`,
  ].filter(Boolean);
  if (misses.length > 0) {
    console.error(`TARGET MISSED for the entry look-up: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`target met: entry look-up p99 < ${TARGET.p99Ms} ms, no errors`);
  }
} finally {
  server.stop();
}

/** The most common words of the frequency list that the lexicon knows as a headword or a form. */
async function distinctWords(count: number): Promise<string[]> {
  const known = new Set<string>();
  for await (const line of readline.createInterface({
    input: createReadStream(nbTsv(), 'utf8'),
    crlfDelay: Infinity,
  })) {
    for (const name of (line.split('\t')[0] ?? '').split('|')) known.add(name.toLowerCase());
  }
  const words: string[] = [];
  for await (const line of readline.createInterface({
    input: createReadStream(noFrequencies(), 'utf8'),
    crlfDelay: Infinity,
  })) {
    const word = line.split(' ')[0] ?? '';
    if (word.length >= 2 && known.has(word) && /\p{L}/u.test(word)) words.push(word);
    if (words.length >= count) break;
  }
  return words;
}
