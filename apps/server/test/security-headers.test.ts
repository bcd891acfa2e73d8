import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self' blob: data:",
  "connect-src 'self' https://api.elevenlabs.io",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

function builtWebApp(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tolk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tolk</title><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'assets', 'app-abc123.js'),
    'console.log("tolk")\n//# sourceMappingURL=app-abc123.js.map',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Tolk"}');
  return dist;
}

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  const webDistDir = builtWebApp();
  t = await createTestApp({ webDistDir });
  behindProxy = await createTestApp({ webDistDir, trustedProxies: ['10.9.0.2'] });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  expect(headers['content-security-policy'], what).toBe(EXPECTED_CSP);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

describe('security headers', () => {
  it('are on the page, its assets, API answers, errors and 404s', async () => {
    const user = await t.createUser();
    const cases = [
      { url: '/', status: 200 },
      { url: '/admin/users', status: 200 },
      { url: '/assets/app-abc123.js', status: 200 },
      // The service worker's own fetches and the manifest fall under worker-src and manifest-src 'self'.
      { url: '/sw.js', status: 200 },
      { url: '/manifest.webmanifest', status: 200 },
      { url: '/api/public/health-simple', status: 200 },
      { url: '/api/auth/me', status: 200, token: t.tokenFor(user) },
      { url: '/api/auth/me', status: 401 },
      { url: '/api/admin/users', status: 403, token: t.tokenFor(user) },
      { url: '/api/nope', status: 404 },
      { url: '/assets/gone-999.js', status: 404 },
    ];
    for (const { url, status, token } of cases) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(status);
      expectSecurityHeaders(response.headers, `${status} ${url}`);
    }
  });

  it('leave HSTS out over plain http, even when a client claims https', async () => {
    const plain = await t.request({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.request({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS when a trusted proxy says the request came over https', async () => {
    const viaProxy = await behindProxy.request({
      method: 'GET',
      url: '/api/public/health-simple',
      remoteAddress: '10.9.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.4' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const pastProxy = await behindProxy.request({
      method: 'GET',
      url: '/api/public/health-simple',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(pastProxy.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  it('are not served, even when the build left one next to its script', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.map?x=1',
      '/assets/app-abc123%2Ejs.map',
      '/assets/app-abc123.js%2Emap',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.ts');
    }
  });
});
