import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const WORKER = `self.addEventListener('message', (e) => e.data?.type === 'SKIP_WAITING' && self.skipWaiting());\n${'// precache\n'.repeat(200)}`;
const MANIFEST = '{"name":"Tolk","start_url":"/dashboard","display":"standalone"}';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/** A build as vite-plugin-pwa leaves it (apps/web/build/service-worker.ts): worker, Workbox runtime, manifest, icons. */
function builtWebApp(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tolk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'icons'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Tolk</title><link rel="manifest" href="/manifest.webmanifest">',
    'sw.js': WORKER,
    'sw.js.br': brotliCompressSync(WORKER),
    'workbox-9c191d2f.js': 'define([], () => {});',
    'manifest.webmanifest': MANIFEST,
    'icons/icon-192.png': PNG,
    'assets/app-abc123.js': 'console.log("tolk")',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: builtWebApp() });
});
afterAll(() => t.close());

describe('the service worker and the web manifest', () => {
  it('serves /sw.js as a script revalidated on every check, so an update is never missed', async () => {
    const response = await t.request({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(WORKER);
  });

  it("sends the worker's compressed copy to browsers that accept it", async () => {
    const response = await t.request({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(WORKER);
  });

  it('serves the manifest as application/manifest+json, revalidated too', async () => {
    const response = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toMatchObject({ name: 'Tolk', display: 'standalone' });
  });

  it("revalidates Workbox's runtime and the icons (not under /assets/), caches hashed assets for good", async () => {
    const cases = [
      { url: '/workbox-9c191d2f.js', type: /javascript/, cache: 'no-cache' },
      { url: '/icons/icon-192.png', type: /^image\/png/, cache: 'no-cache' },
      { url: '/assets/app-abc123.js', type: /javascript/, cache: 'public, max-age=31536000, immutable' },
    ];
    for (const { url, type, cache } of cases) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(type);
      expect(response.headers['cache-control'], url).toBe(cache);
    }
  });

  it('lets the page run its worker and read its manifest from its own origin only', async () => {
    for (const url of ['/dashboard', '/sw.js']) {
      const policy = String((await t.request({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy, url).toContain("worker-src 'self'");
      expect(policy, url).toContain("manifest-src 'self'");
    }
  });
});
