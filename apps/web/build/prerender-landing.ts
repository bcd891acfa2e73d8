import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { precompressFile } from './precompress-file';

/** Where the prerendered landing page is written, relative to the build's outDir; the server answers `/` with it. */
export const LANDING_HTML = 'landing.html';

const RENDER_ENTRY = 'src/app/prerender/render-landing-page.tsx';
const SCRIPT_ENTRY = 'src/app/prerender/send-signed-in-visitor-on.ts';

function outputsOf(result: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output ? output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk') : [],
  );
}

/** Bundles the page's one script (an IIFE: a classic script that runs before the first paint), content-hashed. */
async function buildVisitorScript(root: string, outDir: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: 'terser',
      rollupOptions: {
        input: path.join(root, SCRIPT_ENTRY),
        output: { format: 'iife', entryFileNames: 'assets/landing-[hash].js' },
      },
    },
  });
  const [chunk] = outputsOf(result);
  if (!chunk) throw new Error('prerender-landing: the visitor script produced no chunk');
  return chunk.fileName;
}

/** Builds the render module for Node and imports it. */
async function loadRenderer(root: string): Promise<typeof import('../src/app/prerender/render-landing-page')> {
  // Inside node_modules so the module's bare imports (react, react-router, i18next) resolve from there.
  const ssrDir = path.join(root, 'node_modules', '.tolk-prerender');
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    // The contracts package ships TypeScript sources: bundle them rather than leave them to Node.
    ssr: { noExternal: ['@tolk/contracts'] },
    build: {
      ssr: path.join(root, RENDER_ENTRY),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'render-landing-page.mjs' } },
    },
  });
  const renderer = await import(pathToFileURL(path.join(ssrDir, 'render-landing-page.mjs')).href);
  rmSync(ssrDir, { recursive: true, force: true });
  return renderer;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`prerender-landing: the built index.html has no ${what}`);
  return html.replace(pattern, replacement);
}

/**
 * The built index.html (same head, same hashed stylesheet) turned into the landing page: the
 * SPA's module script and preloads give way to the visitor script, the empty root to the page.
 */
export function landingDocument(indexHtml: string, page: { title: string; body: string }, scriptFile: string): string {
  let html = indexHtml.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replaceOnce(html, /\s*<script type="module"[^>]*><\/script>/, '', 'module script');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`, '<title>');
  html = replaceOnce(html, /<\/head>/, `  <script src="/${scriptFile}"></script>\n  </head>`, '</head>');
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.body}</div>`, 'empty #root');
}

/**
 * After the app's build: renders the landing page to static HTML (dist/landing.html, with .br and
 * .gz copies) so a first visit to `/` needs a few hundred bytes of JavaScript instead of the whole
 * app (docs/decisions/017-prerendered-landing-page.md).
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  // Rollup calls closeBundle after a failed build too: prerender only over a build that was written.
  let written = false;
  return {
    name: 'tolk-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      const scriptFile = await buildVisitorScript(root, outDir);
      const { renderLandingPage } = await loadRenderer(root);
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const file = path.join(outDir, LANDING_HTML);
      writeFileSync(file, landingDocument(indexHtml, renderLandingPage(), scriptFile));
      precompressFile(file);
    },
  };
}
