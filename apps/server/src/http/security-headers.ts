import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every response, page or API (decision 011). The built app is scripts and
 * styles from its own origin only: Tailwind compiles to a stylesheet, React sets style properties through
 * the CSSOM (which style-src does not govern), and zod runs jitless in the browser so nothing needs eval.
 * Audio plays from blob: and data: URLs; no WebAssembly runs in the page (eSpeak NG is server-side). The only
 * worker is the app's own service worker (/sw.js) and the web manifest is ours too: both 'self'. The page may also
 * call the voice provider the learner brings a key for (voice cloning), and nothing else off its origin.
 */
export function contentSecurityPolicy(voiceProviderUrl: string) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:', 'data:'],
    'connect-src': ["'self'", new URL(voiceProviderUrl).origin],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A year; subdomains are left out because the app does not own its neighbours on the domain. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Security headers on every response (pages, assets, API, errors and 404s) through helmet, in an
 * onRequest hook registered before the routes. The middleware is built once: @fastify/helmet builds
 * it again for every request (parsing the CSP each time), which cost a few per cent of a cheap route.
 */
export function registerSecurityHeaders(app: FastifyInstance, voiceProviderUrl: string): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // No upgrade-insecure-requests: on a plain-http install (a LAN address) it would send every asset to https.
      directives: contentSecurityPolicy(voiceProviderUrl),
    },
    // Sent below, only over https.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => undefined);
    // Browsers ignore HSTS over plain http; sent on https only, which request.protocol sees directly or,
    // behind a proxy named in TRUST_PROXY, from its X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
