import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './http/error-handler';

/** The landing page the web build prerenders (apps/web/build/prerender-landing.ts). */
const LANDING_HTML = 'landing.html';

/**
 * Serves the built web app. `/` gets the prerendered landing page (static HTML, next to no
 * JavaScript: docs/decisions/017-prerendered-landing-page.md) when the build has it. Any other GET
 * that is not an API route or a file gets index.html, so client-side routes like /admin/users
 * survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Source maps would publish the app's source; the build makes none, and a stray one is still a 404.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
      preCompressed: true,
      // Our own header below: the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so an asset never changes under its name. Everything
        // else is revalidated: above all /sw.js, whose update check must always reach the new release.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding (a .br, .gz or plain copy): a shared cache must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (distDir !== undefined && hasBuild && existsSync(path.join(distDir, LANDING_HTML))) {
    // Public pages are always English, so one page serves every visitor; the shell's caching applies.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(LANDING_HTML));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url.split('?')[0] ?? '/');
    // A missing file (a stale hashed asset after a deploy) must be a 404, not HTML parsed as script.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !looksLikeFile;
    if (isPage && hasBuild) {
      // Hashed assets are cached forever by their names; the shell must always be fresh.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isPage && !hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return sendError(reply, 'NOT_FOUND', `No route for ${request.method} ${pathname}`);
  });
}

/** The path as the static files see it (`%2E` is a dot), so an escaped file name is still a file; raw if malformed. */
function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}
