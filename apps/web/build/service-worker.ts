import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressFile } from './precompress-file';

/** The app's colours: the indigo of the logo and the buttons, the slate-50 page behind everything. */
export const THEME_COLOR = '#4f46e5';
export const BACKGROUND_COLOR = '#f8fafc';

/**
 * The web manifest and the service worker at /sw.js (docs/decisions/028-installable-app-and-service-worker.md).
 * Workbox's generateSW precaches the app shell (index.html, every script, the stylesheet, the flags
 * and the icons), so every route of the SPA opens offline; nothing under /api/ is ever cached by the
 * worker. It waits after an update until the page sends SKIP_WAITING (registerType 'prompt'), and it
 * is registered by the app itself, lazily after load (src/app/pwa), never by an injected script.
 */
export function serviceWorker(): Plugin[] {
  return [
    ...VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      registerType: 'prompt',
      injectRegister: false,
      // The icons are precached through globPatterns below, once.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Tolk',
        short_name: 'Tolk',
        description: 'Speech and text translation for language learners, in 20+ languages.',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The SPA's shell. Not landing.html nor its script: offline, `/` is the SPA's own landing route.
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css,svg,woff2}'],
        globIgnores: ['assets/landing-*.js'],
        // Every navigation outside the API gets the precached shell; the router draws the page.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // No runtimeCaching: API answers are never cached by the worker (offline data lives in IndexedDB).
        cleanupOutdatedCaches: true,
        // The first worker takes the open page at once, so it works offline without a reload. An update
        // still waits for the learner's consent (SKIP_WAITING), and only then claims the page.
        clientsClaim: true,
      },
    }),
    precompressServiceWorker(),
  ];
}

/**
 * Precompresses the worker and Workbox's runtime next to it, written by vite-plugin-pwa after the
 * bundle (so the precompress plugin of vite.config.ts never sees them); the browser checks sw.js for
 * an update at every visit.
 */
function precompressServiceWorker(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'tolk-precompress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!written) return;
        for (const file of readdirSync(outDir)) {
          if (file === 'sw.js' || /^workbox-[\w-]+\.js$/.test(file)) precompressFile(path.join(outDir, file));
        }
      },
    },
  };
}
