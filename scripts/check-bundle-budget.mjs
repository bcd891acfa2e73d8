// First-load budgets, gzipped JavaScript a browser must fetch before a page renders:
// - every route of the web app (apps/web/src/app/router.tsx) within its budget in ROUTE_BUDGETS_KB: the entry
//   chunk, the route's lazily loaded page, and everything either imports statically, read from the manifest of
//   `vite build` (apps/web/dist). A route of the router without a row here fails the check, and so does a row
//   whose route is gone: a new page gets its budget when it gets its route;
// - the landing page `/` under 100 KB: the scripts its prerendered HTML (apps/web/dist/landing.html)
//   loads, since the server answers `/` with that page rather than the SPA.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget of a learner's page (and of every other page: none needs more). */
export const BUDGET_BYTES = 170 * 1024;
export const LANDING_BUDGET_BYTES = 100 * 1024;
/** The prerendered landing page, relative to apps/web/dist (apps/web/build/prerender-landing.ts). */
export const LANDING_HTML = 'landing.html';

/** Every route of the router with its first-load budget in KB; redirects need none (their target has one). */
export const ROUTE_BUDGETS_KB = {
  '/': 170,
  '/login': 170,
  '/register': 170,
  '/pending': 170,
  '/blocked': 170,
  '*': 170,
  '/home': 170,
  '/dashboard': 170,
  '/texttranslate': 170,
  '/speechtranslate': 170,
  '/phrases': 170,
  '/audio': 170,
  '/demo': 170,
  '/gpt-dialogue': 170,
  '/vocabulary': 170,
  '/voice-cloning': 170,
  '/livespeech': 170,
  '/speaking': 170,
  '/admin/diagnostics': 170,
  '/admin/users': 170,
  '/admin/debug': 170,
};

/** The router and the list its placeholder routes are made from, relative to apps/web. */
export const ROUTER_FILE = 'src/app/router.tsx';
export const PLACEHOLDER_FILE = 'src/features/coming-soon/placeholder-pages.ts';

/**
 * The routes of the router's source: each path with the module of its lazily loaded page (relative to
 * apps/web, without extension; none for a page in the entry chunk) or the path it redirects to.
 * Paths are read where the `routes` table starts; a path that is not a string literal is understood
 * only as the placeholder pages' (`...PLACEHOLDER_PAGES.map`, their paths read from `placeholderSource`).
 */
export function routesOfRouter(routerSource, placeholderSource) {
  const lazyPages = new Map();
  for (const [, name, specifier] of routerSource.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g)) {
    lazyPages.set(name, path.posix.join(path.posix.dirname(ROUTER_FILE), specifier));
  }
  const tableStart = routerSource.indexOf('export const routes');
  if (tableStart < 0) throw new Error(`${ROUTER_FILE} has no \`export const routes\` table`);
  const table = routerSource.slice(tableStart);
  const paths = [...table.matchAll(/\bpath:\s*(?:'([^']*)'|([\w.]+))/g)];
  const routes = [];
  paths.forEach((match, index) => {
    // A route's element is written after its path and before the next route's path.
    const element = table.slice(match.index, paths[index + 1]?.index ?? table.length);
    const pages = [...element.matchAll(/<(\w+)\b/g)].map(([, name]) => lazyPages.get(name)).filter(Boolean);
    if (pages.length > 1) throw new Error(`The route at ${match[1] ?? match[2]} shows more than one lazy page`);
    const redirectTo = /<Navigate\s+to="([^"]+)"/.exec(element)?.[1];
    const route = redirectTo ? { redirectTo } : { page: pages[0] };
    if (match[1] !== undefined) {
      routes.push({ path: match[1], ...route });
      return;
    }
    if (!/PLACEHOLDER_PAGES\.map\(/.test(table.slice(paths[index - 1]?.index ?? 0, match.index))) {
      throw new Error(`Cannot read the route path \`${match[2]}\` in ${ROUTER_FILE}: write it as a string literal`);
    }
    for (const [, placeholderPath] of placeholderSource.matchAll(/\bpath:\s*'([^']+)'/g)) {
      routes.push({ path: placeholderPath, ...route });
    }
  });
  return routes;
}

/**
 * Pairs the router's routes with the budgets: every route that renders a page needs a row, every row a
 * route, every redirect a target with a row. Returns the problems found, as sentences (none: all well).
 */
export function budgetProblems(routes, budgetsKb) {
  const problems = [];
  const paths = new Set(routes.map((route) => route.path));
  for (const route of routes) {
    if (route.redirectTo) {
      if (!(route.redirectTo in budgetsKb)) {
        problems.push(`${route.path} redirects to ${route.redirectTo}, which has no first-load budget`);
      }
    } else if (!(route.path in budgetsKb)) {
      problems.push(`${route.path} has no first-load budget: add it to ROUTE_BUDGETS_KB`);
    }
  }
  for (const budgeted of Object.keys(budgetsKb)) {
    if (!paths.has(budgeted)) problems.push(`${budgeted} has a budget but no route in ${ROUTER_FILE}: remove it`);
  }
  return problems;
}

/**
 * The manifest's key of a lazily loaded module given without extension (relative to apps/web): its source
 * path, or, when the module's chunk also holds code other chunks import (Rollup then names no facade
 * module), the one dynamically loaded chunk named after it.
 */
export function manifestKeyOf(manifest, module) {
  const key = ['.tsx', '.ts', '.jsx', '.js'].map((extension) => module + extension).find((name) => manifest[name]);
  if (key) return key;
  const name = path.posix.basename(module);
  const named = Object.keys(manifest).filter(
    (candidate) => manifest[candidate].isDynamicEntry && !manifest[candidate].src && manifest[candidate].name === name,
  );
  if (named.length !== 1)
    throw new Error(`${module} is not a chunk of its own in the manifest: is the page still lazy?`);
  return named[0];
}

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

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Gzipped size of each file, read once. */
function sizer(distDir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) {
      const code = readFileSync(path.join(distDir, file));
      sizes.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    }
    return sizes.get(file);
  };
}

/** Prints one page's scripts, largest first, with their sizes. */
function printChunks(title, files, size) {
  const rows = files.map((file) => ({ file, ...size(file) })).sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(...rows.map((row) => row.file.length), 'chunk'.length);
  console.log(`First-load JavaScript of ${title} (KB):\n${'chunk'.padEnd(width)}     raw    gzip`);
  for (const row of rows)
    console.log(`${row.file.padEnd(width)} ${kb(row.raw).padStart(7)} ${kb(row.gzip).padStart(7)}`);
}

function main() {
  const webDir = fileURLToPath(new URL('../apps/web/', import.meta.url));
  // `--dist=<folder>` measures a build written elsewhere (apps/web/dist by default).
  const distArgument = process.argv.find((argument) => argument.startsWith('--dist='));
  const distDir = distArgument ? path.resolve(distArgument.slice('--dist='.length)) : path.join(webDir, 'dist');
  const verbose = process.argv.includes('--verbose');
  let manifest;
  let landingHtml;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    landingHtml = readFileSync(path.join(distDir, LANDING_HTML), 'utf8');
  } catch (error) {
    console.error(`bundle budget: the build is incomplete (${error.message}); run \`npm run build\` first.`);
    process.exit(1);
  }
  const routes = routesOfRouter(
    readFileSync(path.join(webDir, ROUTER_FILE), 'utf8'),
    existsSync(path.join(webDir, PLACEHOLDER_FILE)) ? readFileSync(path.join(webDir, PLACEHOLDER_FILE), 'utf8') : '',
  );
  const problems = budgetProblems(routes, ROUTE_BUDGETS_KB);
  const size = sizer(distDir);
  const entryFiles = firstLoadChunks(manifest, []);
  const entryGzip = entryFiles.reduce((sum, file) => sum + size(file).gzip, 0);
  console.log(`First-load JavaScript per route, gzipped KB (entry and its imports: ${kb(entryGzip)} KB in every one)`);
  console.log(`${'route'.padEnd(20)} ${'first load'.padStart(10)} ${'budget'.padStart(7)}  page`);
  const over = [];
  for (const route of routes) {
    if (route.redirectTo) {
      console.log(`${route.path.padEnd(20)} ${'→'.padStart(10)} ${''.padStart(7)}  redirects to ${route.redirectTo}`);
      continue;
    }
    const pageKey = route.page ? manifestKeyOf(manifest, route.page) : undefined;
    const files = firstLoadChunks(manifest, pageKey ? [pageKey] : []);
    const total = files.reduce((sum, file) => sum + size(file).gzip, 0);
    const budget = (ROUTE_BUDGETS_KB[route.path] ?? 0) * 1024;
    const verdict = total > budget ? '  OVER' : '';
    console.log(
      `${route.path.padEnd(20)} ${kb(total).padStart(10)} ${kb(budget).padStart(7)}  ${pageKey ?? '(entry)'}${verdict}`,
    );
    if (total > budget || verbose) over.push({ route, files, total, budget });
  }
  console.log('');
  for (const { route, files } of over) printChunks(route.path, files, size);
  const landingFiles = scriptsOfPage(landingHtml);
  const landingGzip = landingFiles.reduce((sum, file) => sum + size(file).gzip, 0);
  console.log(
    `First-load JavaScript of / (prerendered ${LANDING_HTML}): ${kb(landingGzip)} KB, budget ${kb(LANDING_BUDGET_BYTES)}`,
  );
  for (const { route, total, budget } of over.filter((row) => row.total > row.budget)) {
    problems.push(`${route.path}: ${kb(total)} KB gzipped is over its ${kb(budget)} KB budget`);
  }
  if (landingGzip > LANDING_BUDGET_BYTES) {
    problems.push(`${LANDING_HTML}: ${kb(landingGzip)} KB gzipped is over its ${kb(LANDING_BUDGET_BYTES)} KB budget`);
  }
  if (problems.length > 0) {
    console.error(`\nbundle budget failed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('bundle budget: every route within its first-load budget.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
