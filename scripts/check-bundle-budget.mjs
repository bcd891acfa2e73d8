// The translator's first-load budget: the JavaScript a browser must fetch before /texttranslate
// renders (the entry chunk, the route's lazily loaded chunk, and everything either imports
// statically), gzipped, must stay under 170 KB. Reads the manifest of `vite build` (apps/web/dist).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 170 * 1024;
/** The module of the translator's page, as the manifest names it (relative to apps/web). */
export const ROUTE_MODULES = ['src/features/translation/pages/text-translate-page.tsx'];

/**
 * The manifest keys of the chunks a first visit to a route loads: the entry and the route's
 * modules, each followed through its static imports (dynamic imports load later), each key once.
 * A route module missing from the manifest is no longer its own chunk: that is an error.
 */
export function firstLoadChunks(manifest, routeModules) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  for (const key of routeModules) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of its own in the manifest: is the page still lazy?`);
  }
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest imports ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...routeModules]) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function main() {
  const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  } catch (error) {
    console.error(`bundle budget: no build manifest (${error.message}); run \`npm run build\` first.`);
    process.exit(1);
  }
  const rows = firstLoadChunks(manifest, ROUTE_MODULES).map((file) => {
    const code = readFileSync(path.join(distDir, file));
    return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
  console.log(`First-load JavaScript of /texttranslate (KB):\n${'chunk'.padEnd(width)}     raw    gzip`);
  for (const row of rows) console.log(`${row.file.padEnd(width)} ${kb(row.raw)} ${kb(row.gzip)}`);
  const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);
  console.log(`${'total'.padEnd(width)} ${kb(rawTotal)} ${kb(total)}   budget ${kb(BUDGET_BYTES).trim()}`);
  if (total > BUDGET_BYTES) {
    console.error(`bundle budget: ${kb(total).trim()} KB gzipped is over the ${BUDGET_BYTES / 1024} KB budget.`);
    process.exit(1);
  }
  console.log(`bundle budget: OK, ${kb(BUDGET_BYTES - total).trim()} KB to spare.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
