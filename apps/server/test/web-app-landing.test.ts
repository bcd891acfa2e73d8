import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><title>Tolk</title><div id="root"></div>';
const LANDING_HTML = '<!doctype html><html lang="en"><title>Landing · Tolk</title><h1>Speak. Translate.</h1></html>';

function distWith(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tolk-dist-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  return dist;
}

describe('the landing page of a build that prerendered it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      webDistDir: distWith({
        'index.html': INDEX_HTML,
        'landing.html': LANDING_HTML,
        'landing.html.br': brotliCompressSync(LANDING_HTML),
      }),
    });
  });
  afterAll(() => t.close());

  it('answers / with the static landing page, revalidated on every visit', async () => {
    for (const url of ['/', '/?utm_source=newsletter']) {
      const response = await t.request({ method: 'GET', url, headers: { 'accept-encoding': '' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(LANDING_HTML);
    }
  });

  it('is the same page whatever language the browser asks for: public pages are English', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'de-DE,de;q=0.9', 'accept-encoding': '' },
    });
    expect(response.body).toBe(LANDING_HTML);
    expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
  });

  it("sends the build's compressed copy to browsers that accept it", async () => {
    const response = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LANDING_HTML);
  });

  it('answers HEAD / like GET, without a body', async () => {
    const response = await t.request({ method: 'HEAD', url: '/', headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(LANDING_HTML)));
    expect(response.body).toBe('');
  });

  it('keeps answering the other client-side routes with the SPA', async () => {
    for (const url of ['/login', '/dashboard', '/no/such/page']) {
      const response = await t.request({ method: 'GET', url, headers: { 'accept-encoding': '' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('the landing page of a build without the prerendered page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: distWith({ 'index.html': INDEX_HTML }) });
  });
  afterAll(() => t.close());

  it('falls back to the SPA, which renders the landing page itself', async () => {
    const response = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });
});
