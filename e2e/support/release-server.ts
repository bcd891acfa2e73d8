import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_VOICE_PROVIDER_URL } from '@tolk/contracts/voice-cloning';
import Fastify from 'fastify';
// Types only: the request's currentUser, which the web app's error replies read (declared with the guards).
import type {} from '../../apps/server/src/auth/guards';
import { registerSecurityHeaders } from '../../apps/server/src/http/security-headers';
import { registerWebApp } from '../../apps/server/src/web-app';
import { precompressFile } from '../../apps/web/build/precompress-file';

const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

export interface ReleaseServer {
  /** Its origin: a service worker registered here is this server's alone. */
  url: string;
  /** Replaces the built sw.js (and its precompressed copies), as deploying the next release would. */
  publishWorker(source: string): void;
  close(): Promise<void>;
}

/**
 * A private copy of the built web app, served by the server's own static files code and security
 * headers on an origin of its own. A test may deploy a new release into it (a changed sw.js) without
 * any other test's browser, on the shared e2e server, ever seeing that release.
 */
export async function startReleaseServer(): Promise<ReleaseServer> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tolk-release-'));
  cpSync(WEB_DIST, dist, { recursive: true });
  const app = Fastify();
  registerSecurityHeaders(app, DEFAULT_VOICE_PROVIDER_URL);
  await registerWebApp(app, dist);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    publishWorker(source) {
      const file = path.join(dist, 'sw.js');
      writeFileSync(file, source);
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
      precompressFile(file);
    },
    async close() {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
