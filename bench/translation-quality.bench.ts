// Translation quality of whatever this server translates with (configured engines, installed local models):
// chrF and BLEU on FLORES-101 devtest (../shared/eval/flores), beside Google's published figures for the
// same sentences (SCORES.md, from Mozilla's firefox-translations-models evaluation). Every sentence goes
// through POST /api/text-translate of a real server started with this shell's environment, so
// `APERTIUM_URL=http://127.0.0.1:2737 npm run bench:quality -w @tolk/bench` scores Apertium, and a
// MODELS_DIR holding installed translation models scores those.
//
//   QUALITY_PAIRS=en-es,es-en      pairs to score (default: every pair GET /api/engines serves now)
//   QUALITY_SENTENCES=200          the first N sentences (default: all 1012; Google's figures are on all)
//   FLORES_DIR=…                   default: shared/eval/flores beside the repository or above it

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bleu, chrF } from './support/mt-metrics';
import { startTolkServer } from './support/tolk-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floresDir = process.env.FLORES_DIR ?? findFlores();

/** shared/eval/flores in the nearest folder above the checkout that has one (beside it, or above a worktree). */
function findFlores(): string {
  for (let directory = path.dirname(root); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, 'shared', 'eval', 'flores');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(directory) === directory) throw new Error('shared/eval/flores not found: set FLORES_DIR');
  }
}
const limit = Number(process.env.QUALITY_SENTENCES ?? 0) || undefined;
const CONCURRENCY = 4;

/** FLORES and SCORES.md name Norwegian Bokmål 'nb'; Tolk calls it 'no'. */
const floresCode = (code: string) => (code === 'no' ? 'nb' : code);

function sentences(code: string): string[] {
  const lines = readFileSync(path.join(floresDir, `flores-test.${floresCode(code)}`), 'utf8').split('\n');
  return lines.filter((line, i) => line || i < lines.length - 1).slice(0, limit);
}

/** Google's published flores-test BLEU / COMET for the pair, as SCORES.md lists it, or '–'. */
function published(from: string, to: string): string {
  const table = readFileSync(path.join(floresDir, 'SCORES.md'), 'utf8').split('\n');
  const header = table
    .find((line) => line.startsWith('| pair |'))
    ?.split('|')
    .map((cell) => cell.trim());
  const column = header?.indexOf('google') ?? -1;
  const row = table.find((line) => line.startsWith(`| ${floresCode(from)}-${floresCode(to)} |`));
  return (column > 0 && row?.split('|')[column]?.trim()) || '–';
}

async function translateAll(baseUrl: string, token: string, pair: string, texts: string[]) {
  const out: string[] = new Array(texts.length).fill('');
  const engines = new Set<string>();
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < texts.length) {
      const index = next++;
      const response = await fetch(`${baseUrl}/api/text-translate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: texts[index], direction: pair }),
      });
      const body = (await response.json()) as { translation?: string; engine?: string };
      if (response.ok && body.translation !== undefined) {
        out[index] = body.translation;
        if (body.engine) engines.add(body.engine);
      } else failed++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { out, engines: [...engines].join(', '), failed };
}

const server = await startTolkServer(3393, { ENGINE_CALLS_PER_MINUTE: '100000000' });
try {
  const headers = { authorization: `Bearer ${server.token}` };
  const engines = (await (await fetch(`${server.baseUrl}/api/engines`, { headers })).json()) as {
    translation: { pairs: Record<string, string> };
  };
  const served = Object.entries(engines.translation.pairs)
    .filter(([, route]) => route === 'direct' || route === 'pivot')
    .map(([pair]) => pair);
  const pairs = process.env.QUALITY_PAIRS?.split(',').map((pair) => pair.trim()) ?? served;
  if (pairs.length === 0) console.log('No pair is served now: configure an engine or install a translation model.');
  const rows = [];
  for (const pair of pairs) {
    const [from = '', to = ''] = pair.split('-');
    const sources = sentences(from);
    const references = sentences(to);
    const started = Date.now();
    const { out, engines: used, failed } = await translateAll(server.baseUrl, server.token, pair, sources);
    rows.push({
      pair,
      engine: used || '–',
      sentences: sources.length,
      failed,
      chrF: Number(chrF(out, references).toFixed(1)),
      BLEU: Number(bleu(out, references, to).toFixed(1)),
      'Google BLEU / COMET (published, all 1012)': published(from, to),
      's/sentence': Number(((Date.now() - started) / 1000 / sources.length).toFixed(3)),
    });
    console.table(rows.slice(-1));
  }
  console.log(
    '\nFLORES-101 devtest; chrF2 and BLEU (13a) computed as sacreBLEU defines them (bench/support/mt-metrics.ts).',
  );
  console.table(rows);
} finally {
  server.stop();
}
