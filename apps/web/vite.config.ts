import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { dropEndpointSummaries, ENDPOINTS_FILE } from './build/drop-endpoint-summaries';
import { precompressFile } from './build/precompress-file';
import { prerenderLanding } from './build/prerender-landing';
import { serviceWorker } from './build/service-worker';
import { zodJsonSchemaLeftOut } from './build/zod-without-json-schema';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxyTarget = process.env.VITE_API_PROXY || 'http://localhost:3000';

/** Precompresses every text file of the build (build/precompress-file.ts). */
function precompress(): Plugin {
  return {
    name: 'tolk-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(fileName)) precompressFile(path.join(outDir, fileName));
      }
    },
  };
}

/** Leaves the endpoint declarations' summaries out of the build (build/drop-endpoint-summaries.ts). */
function endpointsWithoutSummaries(): Plugin {
  return {
    name: 'tolk-endpoints-without-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINTS_FILE.test(id)) return null;
      return { code: dropEndpointSummaries(code, id), map: null };
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  plugins: [
    endpointsWithoutSummaries(),
    zodJsonSchemaLeftOut(),
    react(),
    precompress(),
    prerenderLanding(),
    ...serviceWorker(),
  ],
  server: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Not published: the server answers 404 for any .map as well (decision 011).
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> fetch the chunks as they import them instead: the polyfill
    // would be in every page's first load (scripts/check-bundle-budget.mjs).
    modulePreload: { polyfill: false },
    // scripts/check-bundle-budget.mjs reads it to add up every route's first load.
    manifest: true,
    // Terser with three passes over ES modules: ~3% smaller than esbuild's minifier, which counts against the
    // first-load budget.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3 } },
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router'],
          data: ['@tanstack/react-query', 'zod'],
          i18n: ['i18next', 'react-i18next'],
        },
      },
    },
  },
});
