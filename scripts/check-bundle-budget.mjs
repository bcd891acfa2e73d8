// First-load budgets, gzipped JavaScript a browser must fetch before a page renders:
// - /texttranslate under 170 KB: the entry chunk, the route's lazily loaded chunk, and everything
//   either imports statically, read from the manifest of `vite build` (apps/web/dist);
// - the landing page `/` under 100 KB: the scripts its prerendered HTML (apps/web/dist/landing.html)
//   loads, since the server answers `/` with that page rather than the SPA.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 170 * 1024;
export const LANDING_BUDGET_BYTES = 100 * 1024;
/** The prerendered landing page, relative to apps/web/dist (apps/web/build/prerender-landing.ts). */
export const LANDING_HTML = 'landing.html';
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

/**
 * The same-origin scripts a page's HTML makes the browser fetch at once: every <script src> and
 * every <link rel="modulepreload">, as paths relative to the build's root.
 */
export function scriptsOfPage(html) {
  const files = new Set();
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !/\brel="modulepreload"/.test(tag)) continue;
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    if (/^(?:[a-z]+:)?\/\//i.test(url)) throw new Error(`The page loads a script from another origin: ${url}`);
    files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

/** Prints a page's scripts with their sizes against its budget; true when the page is within it. */
function report(distDir, title, files, budget) {
  const rows = files.map((file) => {
    const code = readFileSync(path.join(distDir, file));
    return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
  console.log(`First-load JavaScript of ${title} (KB):\n${'chunk'.padEnd(width)}     raw    gzip`);
  for (const row of rows) console.log(`${row.file.padEnd(width)} ${kb(row.raw)} ${kb(row.gzip)}`);
  const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);
  console.log(`${'total'.padEnd(width)} ${kb(rawTotal)} ${kb(total)}   budget ${kb(budget).trim()}`);
  if (total > budget) {
    console.error(
      `bundle budget of ${title}: ${kb(total).trim()} KB gzipped is over the ${budget / 1024} KB budget.\n`,
    );
    return false;
  }
  console.log(`bundle budget of ${title}: OK, ${kb(budget - total).trim()} KB to spare.\n`);
  return true;
}

function main() {
  const distDir = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  let manifest;
  let landingHtml;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    landingHtml = readFileSync(path.join(distDir, LANDING_HTML), 'utf8');
  } catch (error) {
    console.error(`bundle budget: the build is incomplete (${error.message}); run \`npm run build\` first.`);
    process.exit(1);
  }
  const translatorOk = report(distDir, '/texttranslate', firstLoadChunks(manifest, ROUTE_MODULES), BUDGET_BYTES);
  const landingOk = report(distDir, '/ (prerendered landing page)', scriptsOfPage(landingHtml), LANDING_BUDGET_BYTES);
  if (!translatorOk || !landingOk) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
